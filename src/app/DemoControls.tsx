import { useId, useState } from 'react';
import styles from './DemoControls.module.css';
import type { DemoInfo } from './create-repository';
import { DEMO_SCENARIO_STORAGE_KEY, DEMO_SCENARIOS } from './demo-scenarios';

/**
 * Demo builds only: a small panel to switch the documented failure scenarios on and off (the page reloads so the
 * service worker answers with them from the first request), and a note when the demo runs without a service worker.
 */
export function DemoControls({ demo, reload = () => window.location.reload() }: { demo: DemoInfo; reload?: () => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(demo.scenarios));
  const panelId = useId();
  const canSwitch = demo.dataPath === 'msw';

  const apply = (names: Set<string>) => {
    if (names.size > 0) window.localStorage.setItem(DEMO_SCENARIO_STORAGE_KEY, [...names].join(','));
    else window.localStorage.removeItem(DEMO_SCENARIO_STORAGE_KEY);
    // A ?scenario= in the address would win over the stored choice; drop it.
    const url = new URL(window.location.href);
    url.searchParams.delete('scenario');
    window.history.replaceState(window.history.state, '', url);
    reload();
  };

  return (
    <>
      {/* Room at the end of every page, so the fixed controls never cover its last lines (the footer's copyright). */}
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.demo} aria-label="Demo controls">
      {demo.fallbackReason ? (
        <p className={styles.note} role="status">
          Demo without a service worker: {demo.fallbackReason}. Data is read from this browser&apos;s storage directly,
          so failure scenarios are not available.
        </p>
      ) : null}
      {canSwitch ? (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            Demo scenarios{demo.scenarios.length > 0 ? ` (${demo.scenarios.length} on)` : ''}
          </button>
          {open ? (
            <form
              id={panelId}
              className={styles.panel}
              onSubmit={(event) => {
                event.preventDefault();
                apply(chosen);
              }}
            >
              <fieldset>
                <legend>Show a documented fallback</legend>
                {DEMO_SCENARIOS.map((scenario) => (
                  <label key={scenario.name} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={chosen.has(scenario.name)}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(scenario.name);
                        else next.delete(scenario.name);
                        setChosen(next);
                      }}
                    />
                    {scenario.label}
                  </label>
                ))}
              </fieldset>
              <div className={styles.actions}>
                <button type="submit" className="btn btn--primary btn--small">
                  Apply and reload
                </button>
                <button type="button" className="btn btn--secondary btn--small" onClick={() => apply(new Set())}>
                  Turn all off
                </button>
              </div>
            </form>
          ) : null}
        </>
      ) : null}
      </aside>
    </>
  );
}
