// @vitest-environment jsdom
import {
  Alert as BareAlert,
  ChakraProvider,
  Dialog as BareDialog,
  Menu as BareMenu,
  NativeSelect as BareNativeSelect,
  Popover as BarePopover,
  Steps as BareSteps,
  Toast as BareToast,
  Toaster,
  createToaster,
  defaultSystem,
} from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalSystem } from '../../../../src/ui/kit/app/system';

const system = createPortalSystem();
import { Alert } from '../../../../src/ui/kit/chakra/alert';
import { Dialog } from '../../../../src/ui/kit/chakra/dialog';
import { Menu } from '../../../../src/ui/kit/chakra/menu';
import { NativeSelect } from '../../../../src/ui/kit/chakra/native-select';
import { Popover } from '../../../../src/ui/kit/chakra/popover';
import { Steps } from '../../../../src/ui/kit/chakra/steps';
import { Toast } from '../../../../src/ui/kit/chakra/toast';

/*
 * The start-up system carries only the recipes of the first paint; a component looked up by a missing key
 * renders silently unstyled. These tests render each wrapper of src/ui/kit/chakra/ with the slim system and find
 * its recipe's class names, render Chakra's own component the same way to show they would be missing, and
 * check that no source file imports a recipe-less component from Chakra's barrel.
 */

function withSystem(children: ReactNode) {
  return render(<ChakraProvider value={system}>{children}</ChakraProvider>);
}

interface Family {
  key: string;
  /** Renders the family with the given parts and returns the element whose recipe class is checked. */
  show: (parts: 'wrapper' | 'bare') => Promise<HTMLElement>;
  /** The class the recipe gives that element. */
  className: string;
}

const families: Family[] = [
  {
    key: 'alert',
    className: 'chakra-alert__title',
    show: async (parts) => {
      const A = parts === 'wrapper' ? Alert : BareAlert;
      withSystem(
        <A.Root status="error">
          <A.Indicator />
          <A.Content>
            <A.Title>Failed</A.Title>
          </A.Content>
        </A.Root>,
      );
      return screen.getByText('Failed');
    },
  },
  {
    key: 'dialog',
    className: 'chakra-dialog__content',
    show: async (parts) => {
      const D = parts === 'wrapper' ? Dialog : BareDialog;
      withSystem(
        <D.Root open>
          <D.Backdrop />
          <D.Positioner>
            <D.Content>
              <D.Header>
                <D.Title>Confirm</D.Title>
              </D.Header>
              <D.Body>Sure?</D.Body>
              <D.Footer />
            </D.Content>
          </D.Positioner>
        </D.Root>,
      );
      return screen.findByRole('dialog', { name: 'Confirm' });
    },
  },
  {
    key: 'menu',
    className: 'chakra-menu__item',
    show: async (parts) => {
      const M = parts === 'wrapper' ? Menu : BareMenu;
      withSystem(
        <M.Root open>
          <M.Trigger>Account</M.Trigger>
          <M.Positioner>
            <M.Content>
              <M.Item value="logout">Sign out</M.Item>
            </M.Content>
          </M.Positioner>
        </M.Root>,
      );
      return screen.findByRole('menuitem', { name: 'Sign out' });
    },
  },
  {
    key: 'popover',
    className: 'chakra-popover__content',
    show: async (parts) => {
      const P = parts === 'wrapper' ? Popover : BarePopover;
      withSystem(
        <P.Root open>
          <P.Trigger>Downloads</P.Trigger>
          <P.Positioner>
            <P.Content aria-label="Download records">
              <P.Body>Nothing yet</P.Body>
            </P.Content>
          </P.Positioner>
        </P.Root>,
      );
      return screen.findByRole('dialog', { name: 'Download records' });
    },
  },
  {
    key: 'toast',
    className: 'chakra-toast__title',
    show: async (parts) => {
      const T = parts === 'wrapper' ? Toast : BareToast;
      const toaster = createToaster({ placement: 'top' });
      withSystem(
        <Toaster toaster={toaster}>
          {(toast) => (
            <T.Root>
              <T.Title>{toast.title}</T.Title>
            </T.Root>
          )}
        </Toaster>,
      );
      act(() => {
        toaster.create({ title: 'Saved', type: 'success', duration: 60_000 });
      });
      return screen.findByText('Saved');
    },
  },
  {
    key: 'steps',
    className: 'chakra-steps__title',
    show: async (parts) => {
      const S = parts === 'wrapper' ? Steps : BareSteps;
      withSystem(
        <S.Root step={0} count={2}>
          <S.List>
            <S.Item index={0}>
              <S.Indicator />
              <S.Title>Verify phone</S.Title>
              <S.Separator />
            </S.Item>
          </S.List>
        </S.Root>,
      );
      return screen.getByText('Verify phone');
    },
  },
  {
    key: 'nativeSelect',
    className: 'chakra-native-select__field',
    show: async (parts) => {
      const N = parts === 'wrapper' ? NativeSelect : BareNativeSelect;
      withSystem(
        <N.Root>
          <N.Field aria-label="Company">
            <option value="1">Xinghe Tech</option>
          </N.Field>
          <N.Indicator />
        </N.Root>,
      );
      return screen.getByRole('combobox', { name: 'Company' });
    },
  },
];

describe('components outside the first paint', () => {
  it.each(families)('$key: its recipe stays out of the start-up system', ({ key }) => {
    expect(defaultSystem.isSlotRecipe(key)).toBe(true);
    expect(system.isSlotRecipe(key)).toBe(false);
  });

  it.each(families)('$key: the wrapper renders with its recipe', async ({ show, className }) => {
    const element = await show('wrapper');
    expect(element.classList.contains(className)).toBe(true);
  });

  it.each(families)('$key: Chakra’s own component would render unstyled', async ({ show, className }) => {
    const element = await show('bare');
    expect(element.classList.contains(className)).toBe(false);
  });
});

/**
 * Components taken from Chakra's barrel that need a recipe the start-up system lacks, and style themselves
 * on purpose: the learning card draws its progress bar by hand.
 */
const STYLED_BY_HAND: Record<string, string[]> = {
  'src/ui/kit/learning/learning-card.tsx': ['Progress'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names a file imports from '@chakra-ui/react' (not type-only ones; aliases by their original name). */
function barrelImports(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    if (m[1]) continue;
    for (const part of (m[2] ?? '').split(',')) {
      const spec = part.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0] ?? spec);
    }
  }
  return names;
}

describe('imports from Chakra', () => {
  it('finds the names a file imports, without types and under their original names', () => {
    const source = [
      "import { Box, Dialog, Link as ChakraLink, type ButtonProps } from '@chakra-ui/react';",
      "import type { MenuRootProps } from '@chakra-ui/react';",
    ].join('\n');
    expect(barrelImports(source)).toEqual(['Box', 'Dialog', 'Link']);
  });

  it('takes no recipe-less component from the barrel: use src/ui/kit/chakra/ or pass the recipe', () => {
    const root = join(__dirname, '../../../..');
    const missing: string[] = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      const path = relative(root, file).replaceAll('\\', '/');
      const source = readFileSync(file, 'utf8');
      for (const name of barrelImports(source)) {
        const key = name.charAt(0).toLowerCase() + name.slice(1);
        if (!defaultSystem.hasRecipe(key) || system.hasRecipe(key)) continue;
        if (STYLED_BY_HAND[path]?.includes(name)) continue;
        // A file may bring the recipe itself (`recipe={tableSlotRecipe}`).
        if (new RegExp(`\\b${key}(Slot)?Recipe\\b`).test(source)) continue;
        missing.push(`${path}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
