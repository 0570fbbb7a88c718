import { whiteTextContrast } from '../tasks/contrast';
import { system } from '../ui/system';

/** The light-mode colour a theme token ends on ('fg.muted', 'orange.700'), following its references. */
export function lightColour(token: string): string {
  const name = token.startsWith('colors.') ? token : `colors.${token}`;
  const found = system.tokens.getByName(name);
  if (!found) throw new Error(`No token ${name}`);
  const conditions = found.extensions.conditions as Record<string, string> | undefined;
  const raw = conditions?._light ?? conditions?.base ?? found.value;
  const reference = /^\{(.+)\}$/.exec(raw)?.[1];
  return reference ? lightColour(reference) : raw;
}

/** The contrast ratio of two theme tokens (or colours): symmetric, 1 to 21. */
export function contrast(one: string, other: string): number {
  const onWhite = (colour: string) => {
    const ratio = whiteTextContrast(colour.startsWith('#') ? colour : lightColour(colour));
    if (ratio === null) throw new Error(`Cannot measure ${colour}`);
    return ratio;
  };
  const [a, b] = [onWhite(one), onWhite(other)];
  return Math.max(a, b) / Math.min(a, b);
}
