import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser hydrates with Preact (vite.config.ts aliases react to preact/compat for the client build), and staged
// hydration relies on Preact's handling of a suspension during hydration, so this file runs the module under Preact
// too. The rest of the unit suite keeps React.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-dev-runtime'));

const { hydrate, render } = await import('preact');
const { HydrateEachLater, hydrateInStages } = await import('@/lib/staged-hydration');

type PartProps = { name: string; rendered: string[]; onPress: (name: string) => void };

function Part({ name, rendered, onPress }: PartProps) {
  rendered.push(name);
  return (
    <section id={name}>
      <button type="button" onClick={() => onPress(name)}>
        {name}
      </button>
    </section>
  );
}

function Page(props: Omit<PartProps, 'name'>) {
  return (
    <main>
      <Part name="hero" {...props} />
      {/* As the pages stage their sections; HydrateEachLater wraps each one in HydrateLater. */}
      <HydrateEachLater>
        <Part name="features" {...props} />
        <Part name="newsletter" {...props} />
      </HydrateEachLater>
    </main>
  );
}

/** What the prerender writes for <Page />. */
const serverHtml = ['hero', 'features', 'newsletter']
  .map((name) => `<section id="${name}"><button type="button">${name}</button></section>`)
  .join('');

function prerenderedContainer() {
  const container = document.createElement('div');
  container.innerHTML = `<main>${serverHtml}</main>`;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('staged hydration', () => {
  it('hydrates the deferred sections after the first pass, in page order, keeping the server DOM in place', async () => {
    const container = prerenderedContainer();
    const serverSections = [...container.querySelectorAll('section')];
    const rendered: string[] = [];
    const pressed: string[] = [];
    let renderedInFirstPass: string[] = [];

    await hydrateInStages(() => {
      hydrate(<Page rendered={rendered} onPress={(name) => pressed.push(name)} />, container);
      renderedInFirstPass = [...rendered];
    });

    expect(renderedInFirstPass).toEqual(['hero']);
    expect(rendered).toEqual(['hero', 'features', 'newsletter']);
    // The very nodes the server sent, unchanged: nothing was removed, re-created or duplicated.
    expect([...container.querySelectorAll('section')]).toEqual(serverSections);
    expect(container.innerHTML).toBe(`<main>${serverHtml}</main>`);
  });

  it('leaves each deferred section live once the page has hydrated', async () => {
    const container = prerenderedContainer();
    const pressed: string[] = [];
    await hydrateInStages(() => hydrate(<Page rendered={[]} onPress={(name) => pressed.push(name)} />, container));

    for (const button of container.querySelectorAll('button')) button.click();
    expect(pressed).toEqual(['hero', 'features', 'newsletter']);
  });

  it('hydrates each deferred section in a task of its own', async () => {
    const container = prerenderedContainer();
    const rendered: string[] = [];
    const seenPerTask: string[][] = [];
    // A task that re-queues itself samples what has rendered between stages.
    let sampling = true;
    const sample = () => {
      seenPerTask.push([...rendered]);
      if (sampling) setTimeout(sample, 0);
    };

    const hydrated = hydrateInStages(() => {
      hydrate(<Page rendered={rendered} onPress={() => undefined} />, container);
      setTimeout(sample, 0);
    });
    await hydrated;
    sampling = false;

    const distinct = seenPerTask.map((names) => names.join(',')).filter((names, index, all) => names !== all[index - 1]);
    expect(distinct).toEqual(['hero', 'hero,features', 'hero,features,newsletter']);
  });

  it('renders deferred sections at once outside the first pass, as after a client-side navigation', () => {
    const container = document.createElement('div');
    const rendered: string[] = [];
    render(<Page rendered={rendered} onPress={() => undefined} />, container);
    expect(rendered).toEqual(['hero', 'features', 'newsletter']);
    expect(container.querySelectorAll('section')).toHaveLength(3);
  });
});
