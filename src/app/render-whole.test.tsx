import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { HydrationIsland } from '../ui/HydrationIsland';
import { renderWhole } from './render-whole';

/** A paragraph far past React's default 12,800-byte chunk, past which a boundary is sent later with a script. */
const LONG_TEXT = 'Galvanised chain link fencing, shipped complete. '.repeat(600);

/** A part whose code arrives later (as a lazy page does): its boundary suspends before it completes. */
const LatePart = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { default: () => <p>{LONG_TEXT}</p> };
});

function Broken(): never {
  throw new Error('The products block could not render');
}

describe('renderWhole', () => {
  it('writes each island in place with its content, however long, and no script to swap it in', async () => {
    const html = await renderWhole(
      <main>
        <HydrationIsland>
          <h1>Fencing</h1>
        </HydrationIsland>
        <HydrationIsland>
          <LatePart />
        </HydrationIsland>
      </main>,
    );
    expect(html).toContain('<!--$--><h1>Fencing</h1><!--/$-->');
    expect(html).toContain(`<!--$--><p>${LONG_TEXT}</p><!--/$-->`);
    expect(html).not.toMatch(/<script|<template|\$RC/);
  });

  it('fails the page when a part inside an island fails to render, instead of leaving it to the browser', async () => {
    await expect(
      renderWhole(
        <main>
          <h1>Home</h1>
          <HydrationIsland>
            <Broken />
          </HydrationIsland>
        </main>,
      ),
    ).rejects.toThrow('The products block could not render');
  });
});
