import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineIsland, islandFailureText, type IslandMoment } from '@/lib/islands/island';
import { startIslands, type IslandLoader } from '@/lib/islands/runtime';
import { pageLoaderScript } from '@/lib/islands/page-loader';
import { renderPageHtml } from '@/lib/islands/server';

// The islands contract, in React as the browser runs it: the page carries each island's name, moment and props;
// the runtime hydrates it on its own root at that moment; what was typed, clicked or sent before is not lost; a
// failing island shows its notice and leaves the others alone.

function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label}: {count}
    </button>
  );
}

const sent: string[] = [];
function Signup({ source }: { source: string }) {
  const [email, setEmail] = useState('');
  const [topic, setTopic] = useState('news');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(`${source}|${email}|${topic}|${note}`);
  };
  return (
    <form aria-label="Signup" onSubmit={submit}>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
        <option value="news">News</option>
        <option value="tips">Tips</option>
      </select>
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="submit">Send</button>
    </form>
  );
}

function Labelled() {
  const id = useId();
  const [checked, setChecked] = useState(false);
  return (
    <div>
      <label htmlFor={id}>Name</label>
      <input id={id} aria-describedby={checked ? `${id}-hint ${id}-error` : `${id}-hint`} />
      <p id={`${id}-hint`}>Your full name</p>
      {checked && <p id={`${id}-error`}>Required</p>}
      <button type="button" onClick={() => setChecked(true)}>
        Check
      </button>
    </div>
  );
}

function Choices() {
  const [updates, setUpdates] = useState(false);
  const [plan, setPlan] = useState('yearly');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(`${updates ? 'updates' : 'no updates'}|${plan}`);
  };
  return (
    <form aria-label="Choices" onSubmit={submit}>
      <label>
        <input type="checkbox" checked={updates} onChange={(event) => setUpdates(event.target.checked)} />
        Send me updates
      </label>
      {['monthly', 'yearly'].map((value) => (
        <label key={value}>
          <input type="radio" name="plan" value={value} checked={plan === value} onChange={() => setPlan(value)} />
          {value}
        </label>
      ))}
      <p data-testid="chosen">{`${updates ? 'updates' : 'no updates'}, ${plan}`}</p>
      <button type="submit">Send</button>
    </form>
  );
}

function Broken(): never {
  throw new Error('broken island');
}

const components = { counter: Counter, signup: Signup, choices: Choices, labelled: Labelled, broken: Broken } as const;

/** Puts a prerendered page holding `html` into the document, as the build would. */
function page(html: string) {
  document.body.innerHTML = `<main><p id="static">Static text</p>${html}</main>`;
}

/** The page's HTML for one island, as the prerender writes it. */
async function prerendered(name: keyof typeof components, when: IslandMoment, props: object, renderAs = name) {
  // The registry's names are the app's; these test islands borrow one for the wrapper's markup only.
  const Island = defineIsland('faq', components[renderAs] as ComponentType<object>, when);
  const html = await renderPageHtml(<Island {...props} />);
  return html.replace('data-island="faq"', `data-island="${name}"`);
}

function loaderFor(loads: string[]): IslandLoader {
  return (name) => {
    loads.push(name);
    const component = components[name as keyof typeof components];
    return Promise.resolve(component as never);
  };
}

/** jsdom neither paints nor has idle callbacks: the first paint has happened, and idle comes at the next task. */
function stubIdle() {
  class PaintedObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly report: (entries: { getEntriesByName: () => object[] }) => void) {}
    observe() {
      this.report({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] });
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintedObserver);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
}

const island = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;

async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

// The page loader runs first on every prerendered page, as the inline script of its head (no entry to load here).
// Each test is a new page, so its listeners go with it: left on the window, they would hold a click inside any island
// wrapper that a later test file renders in this shared environment.
const loaderListeners: Array<[type: string, listener: EventListener, capture: boolean]> = [];

beforeEach(() => {
  const listen = (type: string, listener: EventListener, capture: boolean) => {
    loaderListeners.push([type, listener, capture]);
    window.addEventListener(type, listener, capture);
  };
  new Function('addEventListener', pageLoaderScript)(listen);
});

afterEach(() => {
  for (const [type, listener, capture] of loaderListeners.splice(0)) window.removeEventListener(type, listener, capture);
  delete window.doorkeepHeldEvents;
  sent.length = 0;
  document.body.innerHTML = '';
});

describe('an island in the page', () => {
  it('carries its name, moment and props, and renders its first state as HTML', async () => {
    page(await prerendered('counter', 'visible', { label: 'Clicks', start: 3 }));
    expect(island('counter').dataset.when).toBe('visible');
    expect(JSON.parse(island('counter').dataset.props!)).toEqual({ label: 'Clicks', start: 3 });
    expect(island('counter').textContent).toBe('Clicks: 3');
  });
});

describe('the runtime', () => {
  it('hydrates an idle island after the load, with the props the page carried, keeping its DOM', async () => {
    stubIdle();
    page(await prerendered('counter', 'idle', { label: 'Clicks', start: 3 }));
    const button = island('counter').querySelector('button')!;
    const loads: string[] = [];
    startIslands(loaderFor(loads));
    // Idle comes after the load, a few tasks later; on a busy machine more than settle() waits for.
    for (let round = 0; round < 50 && island('counter').dataset.islandState !== 'live'; round += 1) await settle();
    expect(island('counter').dataset.islandState).toBe('live');
    expect(loads).toEqual(['counter']);
    expect(island('counter').querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicks: 4');
  });

  it('leaves an interaction island alone until the visitor points at it', async () => {
    page(await prerendered('counter', 'interaction', { label: 'Clicks', start: 0 }));
    const loads: string[] = [];
    startIslands(loaderFor(loads));
    await settle();
    expect(loads).toEqual([]);
    expect(island('counter').dataset.islandState).toBeUndefined();
    island('counter').querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(loads).toEqual(['counter']);
    expect(island('counter').dataset.islandState).toBe('live');
  });

  it('does a click made before the island was live once it is, and only once', async () => {
    page(await prerendered('counter', 'interaction', { label: 'Clicks', start: 0 }));
    startIslands(loaderFor([]));
    const button = island('counter').querySelector('button')!;
    button.click();
    expect(button.textContent).toBe('Clicks: 0');
    await settle();
    expect(button.textContent).toBe('Clicks: 1');
  });

  it('does a click held before the runtime arrived once the runtime has made the island live', async () => {
    page(await prerendered('counter', 'interaction', { label: 'Clicks', start: 0 }));
    const button = island('counter').querySelector('button')!;
    button.click();
    button.click();
    expect(button.textContent).toBe('Clicks: 0');
    startIslands(loaderFor([]));
    await settle();
    expect(island('counter').dataset.islandState).toBe('live');
    expect(button.textContent).toBe('Clicks: 1');
  });

  it('starts an island focused before the runtime arrived as soon as the runtime does', async () => {
    page(await prerendered('counter', 'interaction', { label: 'Clicks', start: 0 }));
    island('counter').querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const loads: string[] = [];
    startIslands(loaderFor(loads));
    await settle();
    expect(loads).toEqual(['counter']);
    expect(island('counter').dataset.islandState).toBe('live');
  });

  it('hands typed values to the component and sends a form sent early once, once live', async () => {
    page(await prerendered('signup', 'interaction', { source: 'home' }));
    startIslands(loaderFor([]));
    const form = island('signup').querySelector('form')!;
    form.querySelector('input')!.value = 'early@example.com';
    form.querySelector('select')!.value = 'tips';
    form.querySelector('textarea')!.value = 'typed early';
    const submitted = form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    // The browser's own submission (a page load) was stopped.
    expect(submitted).toBe(false);
    expect(sent).toEqual([]);
    await settle();
    expect(sent).toEqual(['home|early@example.com|tips|typed early']);
    expect(form.querySelector('input')!.value).toBe('early@example.com');
  });

  it('hands a box ticked and a radio chosen before the island was live to the component, and sends them', async () => {
    page(await prerendered('choices', 'interaction', {}));
    const form = island('choices').querySelector('form')!;
    const [updates, monthly, yearly] = [...form.querySelectorAll('input')];
    // The browser toggles them itself before any script: a click on a box or a radio is not held.
    updates!.click();
    monthly!.click();
    expect([updates!.checked, monthly!.checked, yearly!.checked]).toEqual([true, true, false]);
    startIslands(loaderFor([]));
    form.querySelector('button')!.click();
    await settle();
    expect(island('choices').dataset.islandState).toBe('live');
    expect(sent).toEqual(['updates|monthly']);
    expect(form.querySelector('[data-testid="chosen"]')!.textContent).toBe('updates, monthly');
    expect([updates!.checked, monthly!.checked, yearly!.checked]).toEqual([true, true, false]);
  });

  it('keeps a box unticked before the island was live unticked, and a radio chosen back as it was', async () => {
    page(await prerendered('choices', 'interaction', {}));
    const form = island('choices').querySelector('form')!;
    const [updates, monthly, yearly] = [...form.querySelectorAll('input')];
    updates!.click();
    updates!.click();
    monthly!.click();
    yearly!.click();
    startIslands(loaderFor([]));
    form.querySelector('button')!.click();
    await settle();
    expect(sent).toEqual(['no updates|yearly']);
    expect([updates!.checked, monthly!.checked, yearly!.checked]).toEqual([false, false, true]);
  });

  it('shows a press held before the island was live as taken, busy, until the island sends it once', async () => {
    page(await prerendered('signup', 'interaction', { source: 'home' }));
    const form = island('signup').querySelector('form')!;
    const button = form.querySelector('button')!;
    form.querySelector('input')!.value = 'early@example.com';
    button.click();
    // No runtime yet: the page loader alone marks the button.
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-held')).toBe(true);
    button.click();
    expect(sent).toEqual([]);

    startIslands(loaderFor([]));
    await settle();
    expect(sent).toEqual(['home|early@example.com|news|']);
    // The island's own state speaks for the button from here.
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('data-held')).toBe(false);
  });

  it('marks a held click on a control busy until the island does it, and unmarks it where the code does not arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page((await prerendered('counter', 'interaction', { label: 'Clicks', start: 0 })) + (await prerendered('broken', 'interaction', { label: 'Other', start: 0 }, 'counter')));
    const [working, missing] = [island('counter').querySelector('button')!, island('broken').querySelector('button')!];
    working.click();
    missing.click();
    expect([working.getAttribute('aria-busy'), missing.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    const loads: string[] = [];
    startIslands((name) => (name === 'broken' ? Promise.reject(new Error('chunk missing')) : loaderFor(loads)(name)));
    await settle();
    expect(working.textContent).toBe('Clicks: 1');
    expect(island('broken').dataset.islandState).toBe('failed');
    // The failed island keeps its HTML, and its button no longer claims to be busy beside the notice.
    expect(missing.isConnected).toBe(true);
    for (const button of [working, missing]) {
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(button.hasAttribute('aria-disabled')).toBe(false);
      expect(button.hasAttribute('data-held')).toBe(false);
    }
  });

  it('gives each island the same ids on the server and in the browser, and no two islands the same ones', async () => {
    const Island = defineIsland('faq', Labelled, 'interaction');
    page(
      (
        await renderPageHtml(
          <section>
            <p>Before</p>
            <Island />
            <Island />
          </section>,
        )
      ).replaceAll('data-island="faq"', 'data-island="labelled"'),
    );
    const [first, second] = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    expect(first!.querySelector('input')!.id).not.toBe(second!.querySelector('input')!.id);
    startIslands(loaderFor([]));
    second!.querySelector('button')!.click();
    await settle();
    const input = second!.querySelector('input')!;
    expect(second!.querySelector('label')!.htmlFor).toBe(input.id);
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['Your full name', 'Required']);
  });

  it('shows a notice where an island fails, and the other islands still hydrate', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubIdle();
    page((await prerendered('counter', 'idle', { label: 'Clicks', start: 0 })) + (await prerendered('broken', 'idle', { label: 'x', start: 0 }, 'counter')));
    startIslands(loaderFor([]));
    await settle();
    expect(island('broken').dataset.islandState).toBe('failed');
    expect(island('broken').querySelector('[role="alert"]')?.textContent).toBe(islandFailureText);
    expect(island('counter').dataset.islandState).toBe('live');
    expect(document.getElementById('static')?.textContent).toBe('Static text');
  });

  it('shows a notice where an island’s code does not arrive, keeping its HTML', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page(await prerendered('counter', 'interaction', { label: 'Clicks', start: 0 }));
    startIslands(() => Promise.reject(new Error('chunk missing')));
    island('counter').dispatchEvent(new Event('focusin'));
    await settle();
    expect(island('counter').dataset.islandState).toBe('failed');
    expect(island('counter').querySelector('button')?.textContent).toBe('Clicks: 0');
    expect(island('counter').querySelector('[role="alert"]')?.textContent).toBe(islandFailureText);
  });
});
