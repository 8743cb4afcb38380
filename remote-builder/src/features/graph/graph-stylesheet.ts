import type { StylesheetJson } from 'cytoscape';
import { KIND_COLOURS } from './graph-elements';
import { LABEL_BORDER_PX, LABEL_FONT_PX } from './label-placement';
import { NODE_SIZE, STORY_NODE_SIZE } from './node-hit-test';

/**
 * The canvas's stylesheet in the page's colours. Cytoscape draws on a canvas, which CSS does not reach:
 * the colours are read from the tokens (shared/src/tokens.css) when the graph is drawn, and read again
 * when the colour scheme changes (graph-canvas.tsx).
 */

function token(name: string, fallback = '#888888'): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export function fontFamilyToken(): string {
  return token('--cairn-font-sans', 'sans-serif');
}

export function graphStylesheet(fontFamily: string): StylesheetJson {
  return [
    {
      selector: 'node',
      style: {
        // No label by default: placeLabels names the nodes that have room, per node (relabel).
        label: '',
        'font-family': fontFamily,
        'font-size': LABEL_FONT_PX,
        // Labels are sized for the zoom they were placed at; while a zoom gesture shrinks them,
        // before they are placed again, they disappear rather than turn into specks.
        'min-zoomed-font-size': 8,
        color: token('--cairn-text'),
        'text-background-color': token('--cairn-surface'),
        'text-background-opacity': 0.94,
        'text-background-shape': 'roundrectangle',
        'text-border-color': token('--cairn-border'),
        'text-border-opacity': 1,
        'text-border-width': LABEL_BORDER_PX,
        width: NODE_SIZE,
        height: NODE_SIZE,
        'border-width': 1,
        'border-color': token('--cairn-bg'),
        // Presses on nodes are found and handled before Cytoscape sees them (handlePresses); left
        // out of its hit testing, which walks every element on each mouse event, a press anywhere
        // else is a press on the background to Cytoscape (panning, the background tap).
        events: 'no',
      },
    },
    ...Object.entries(KIND_COLOURS).map(([kind, colour]) => ({
      selector: `node[kind = "${kind}"]`,
      style: { 'background-color': token(colour) },
    })),
    {
      selector: 'node[kind = "story"]',
      style: { width: STORY_NODE_SIZE, height: STORY_NODE_SIZE, 'font-weight': 'bold' },
    },
    {
      selector: 'node:selected',
      style: {
        'border-width': 3,
        'border-color': token('--cairn-focus'),
        'text-border-color': token('--cairn-focus'),
      },
    },
    {
      selector: 'edge',
      // Edges do nothing when clicked: leaving them out of hit testing keeps each pointer event
      // from testing thousands of lines.
      style: {
        width: 1,
        'line-color': token('--cairn-border'),
        'curve-style': 'haystack',
        events: 'no',
      },
    },
  ];
}
