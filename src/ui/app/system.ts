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
 * alerts, steps, native select) bring their recipe with their own chunk: import them from `src/ui/chakra/`.
 * Checkbox draws its checkmark unstyled, inside its own `control` styles, so no `checkmark` recipe is needed.
 */
const slimTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
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
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
  },
});

export const system = createSystem(defaultBaseConfig, slimTheme, brand);
