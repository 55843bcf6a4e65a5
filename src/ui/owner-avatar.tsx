import { useState, type CSSProperties } from 'react';
import classes from './owner-avatar.module.css';

/** Hues of an avatar without a picture, picked by the name: the same advertiser, the same hue. */
const INITIALS_HUES = ['blue', 'cyan', 'grape', 'green', 'indigo', 'lime', 'orange', 'pink', 'red', 'teal', 'violet'];

function hueOf(name: string): string {
  let hash = 0;
  for (let index = 0; index < name.length; index += 1) hash = (hash * 31 + name.charCodeAt(index)) | 0;
  return INITIALS_HUES[Math.abs(hash) % INITIALS_HUES.length]!;
}

/** Up to two letters for `name`: the first of its first two words, or its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...words[0]!].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** Props of {@link OwnerAvatar}. */
export interface OwnerAvatarProps {
  name: string;
  /** The picture; its initials stand in without one, or when it fails to load. */
  src: string | null;
  /** 26 px beside a name in a line of text, 56 px heading a page. */
  size: 'sm' | 'lg';
}

/**
 * An advertiser's round picture, or its initials on a light hue of its name. It always sits beside
 * the name, so it says nothing to screen readers. One plain element, the picture itself or a span
 * of initials: a Mantine `Avatar` would bring its component into every card's first load, and a
 * picture inside a span was one element more on every card.
 */
export function OwnerAvatar({ name, src, size }: OwnerAvatarProps) {
  const [failed, setFailed] = useState<string>();
  const hue = hueOf(name);
  const style = {
    '--avatar-bg': `var(--mantine-color-${hue}-light)`,
    '--avatar-color': `var(--mantine-color-${hue}-light-color)`,
  } as CSSProperties;
  if (src && failed !== src) {
    return (
      <img
        className={`${classes.avatar} ${classes.picture}`}
        data-size={size}
        style={style}
        aria-hidden="true"
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className={classes.avatar} data-size={size} style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
