import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui/react/theme/breakpoints';
import { globalCss } from '@chakra-ui/react/theme/global-css';
import { layerStyles } from '@chakra-ui/react/theme/layer-styles';
import { animationStyles } from '@chakra-ui/react/theme/motion-styles';
import { avatarSlotRecipe } from '@chakra-ui/react/theme/recipes/avatar';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme/recipes/empty-state';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { iconRecipe } from '@chakra-ui/react/theme/recipes/icon';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list';
import { separatorRecipe } from '@chakra-ui/react/theme/recipes/separator';
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-ui/react/theme/text-styles';
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';

/**
 * A slim system: Chakra's tokens and only the recipes of what the first paint of `/login` and `/home` renders
 * (header, navigation, footer, home cards, sign-in forms). The default system ships every recipe, most of
 * Chakra's weight in the start-up bundle. Components that appear later (menus, popover, dialogs, toasts,
 * alerts, steps, native select) bring their recipe with their own chunk: import them from `src/ui/kit/chakra/`.
 * Checkbox draws its checkmark unstyled, inside its own `control` styles, so no `checkmark` recipe is needed.
 */
type TokenTree = { [key: string]: unknown };

/** Chakra's token sets, assembled as its theme index does (the index itself is not imported, see above). */
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

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
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
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
