import { radioGroupAnatomy } from '@chakra-ui/react/anatomy';
import { defaultConfig } from '@chakra-ui/react/preset';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';

/** docs/behaviour.md §9: the colour of a task that sets none. */
export const DEFAULT_TASK_COLOUR = '#E25240';

const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdeeec' },
          100: { value: '#fbd5d0' },
          200: { value: '#f6aea5' },
          300: { value: '#f0867a' },
          400: { value: '#ea6a5b' },
          500: { value: DEFAULT_TASK_COLOUR },
          600: { value: '#b8392a' },
          700: { value: '#a33224' },
          800: { value: '#80271c' },
          900: { value: '#5e1c14' },
          950: { value: '#3b110c' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // 600, not 500: white text on it keeps a contrast ratio above 4.5:1, also under the
          // hover state's 90 % tint (docs/accessibility.md).
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's red.600 under the hover state's 90 % tint gives white text 4.3:1; a refusal's
        // button (decline, deny, delete) is read as well as any other.
        red: { solid: { value: '{colors.red.700}' } },
        task: { value: DEFAULT_TASK_COLOUR },
        // Chakra's defaults (red.500 3.8:1, orange.600 3.6:1, green.600 3.3:1 on white) are below
        // the 4.5:1 WCAG 1.4.3 asks of text; every error, warning and success text, field error
        // texts included, reads these.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
});

/**
 * A radio's default focus ring is 2 px of the palette's own red, the red a chosen radio is
 * filled with: on a row of answers one could not tell the focused answer from the chosen one.
 * Every radio group's ring is thicker and blue, a hue no state of the control uses
 * (docs/accessibility.md, "Focus").
 */
const RADIO_FOCUS_RING = { outlineWidth: '3px', outlineStyle: 'solid', outlineColor: 'blue.700', outlineOffset: '2px' } as const;

const radios = defineConfig({
  theme: {
    slotRecipes: {
      radioGroup: { slots: radioGroupAnatomy.keys(), base: { itemControl: { _focusVisible: RADIO_FOCUS_RING } } },
    },
  },
});

/**
 * The Chakra system of the whole application. Built from the package's subpaths (here and
 * in the host) so the login page bundles only what it renders; remotes import
 * '@chakra-ui/react' itself, which the host shares once the private area loads.
 */
export const system = createSystem(defaultConfig, brand, radios);
