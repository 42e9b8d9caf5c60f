import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * A slim system: Chakra's tokens and only the recipes of what the first paint of `/login` and `/home` renders
 * (header, navigation, footer, home cards, sign-in forms). The default system ships every recipe, most of
 * Chakra's weight in the start-up bundle. Components that appear later (menus, popover, dialogs, toasts,
 * alerts, steps, native select) bring their recipe with their own chunk: import them from `src/ui/kit/chakra/`.
 * Checkbox draws its checkmark unstyled, inside its own `control` styles, so no `checkmark` recipe is needed.
 */
type TokenTree = { [key: string]: unknown };

/**
 * The portal has one colour scheme (light, as `color-scheme` in index.html says). Chakra's semantic tokens
 * carry a dark value too; keeping only the light one spares the style system a quarter of its start-up work.
 */
export function lightOnly(tree: TokenTree): TokenTree {
  const out: TokenTree = {};
  for (const [key, node] of Object.entries(tree)) {
    if (node === null || typeof node !== 'object') {
      out[key] = node;
      continue;
    }
    const value = (node as { value?: unknown }).value;
    if (value !== null && typeof value === 'object' && '_light' in value) {
      out[key] = { ...node, value: (value as { _light: unknown })._light };
    } else {
      out[key] = lightOnly(node as TokenTree);
    }
  }
  return out;
}

/**
 * Chakra's global styles set two dozen custom properties (ring and filter defaults, the border colour and
 * fonts the reset reads) on `*`, so every element carries its own copy and each style recalculation
 * resolves them again for the whole page. Custom properties inherit, so the same values set once on `html`
 * reach every element; the portal uses no `filter="auto"` or ring utility that would need a per-element reset.
 */
function inheritedGlobalCss(): typeof globalCss {
  const { '*': everyElement, html, ...rest } = globalCss as Record<string, Record<string, unknown>>;
  return { ...rest, html: { ...everyElement, ...html } } as typeof globalCss;
}

const slimTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: inheritedGlobalCss(),
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

/** System fonts first; CJK faces follow so Chinese renders in a native face on every platform. */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  'sans-serif',
].join(', ');

const brand = defineConfig({
  theme: {
    tokens: {
      fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
      colors: {
        brand: {
          50: { value: '#eef5ff' },
          100: { value: '#d9e8ff' },
          200: { value: '#bcd6ff' },
          300: { value: '#8ebcff' },
          400: { value: '#5996fd' },
          500: { value: '#3371f6' },
          600: { value: '#1d53e6' },
          700: { value: '#1741c9' },
          800: { value: '#1937a2' },
          900: { value: '#1a3480' },
          950: { value: '#14214e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's red.500 reads at 3.8:1 on white, short of the 4.5:1 that small text needs; red.700 is 6.5:1.
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
  },
});

/**
 * Builds the style system. It is a function rather than a module-level value so the start-up can run it in a
 * task of its own: turning the tokens into CSS variables is one of the longest steps of the first load.
 */
export function createPortalSystem() {
  return createSystem(defaultBaseConfig, slimTheme, brand);
}
