import { useEffect, useId, useRef, useState } from 'react';
import styles from './DemoControls.module.css';
import type { DemoInfo } from './create-repository';
import { DEMO_SCENARIO_GROUPS, DEMO_SCENARIO_STORAGE_KEY, DEMO_SCENARIOS } from './demo-scenarios';
import { DemoScenariosBanner } from './DemoScenariosBanner';

/** What the note says when no service worker can run: a plain sentence; the technical reason goes to the console. */
export const NO_WORKER_NOTE =
  "This demo is running without its offline helper, which this browser or address does not allow. The site works " +
  "normally from data kept in this browser, but the failure scenarios cannot be shown here.";

/**
 * Demo builds only: a small panel to switch the documented failure scenarios on and off (the page reloads so the
 * service worker answers with them from the first request), and a dismissible note when the demo runs without a
 * service worker. It sits in its own band after the page's footer, never floating over content.
 */
export function DemoControls({ demo, reload = () => window.location.reload() }: { demo: DemoInfo; reload?: () => void }) {
  const [open, setOpen] = useState(false);
  const [noteDismissed, setNoteDismissed] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(demo.scenarios));
  const panelId = useId();
  const canSwitch = demo.dataPath === 'msw';
  const toggle = useRef<HTMLButtonElement>(null);
  // The banner's Manage opens the switcher below the footer and brings it into view with focus on its first choice.
  const [manageAsked, setManageAsked] = useState(0);
  useEffect(() => {
    if (manageAsked === 0) return;
    toggle.current?.scrollIntoView?.({ block: 'start' });
    document.getElementById(panelId)?.querySelector<HTMLInputElement>('input')?.focus();
  }, [manageAsked, panelId]);

  const apply = (names: Set<string>) => {
    if (names.size > 0) window.localStorage.setItem(DEMO_SCENARIO_STORAGE_KEY, [...names].join(','));
    else window.localStorage.removeItem(DEMO_SCENARIO_STORAGE_KEY);
    // A ?scenario= in the address would win over the stored choice; drop it.
    const url = new URL(window.location.href);
    url.searchParams.delete('scenario');
    window.history.replaceState(window.history.state, '', url);
    reload();
  };

  useEffect(() => {
    if (demo.fallbackReason) console.info('Demo without a service worker:', demo.fallbackReason);
  }, [demo.fallbackReason]);

  const showNote = demo.fallbackReason !== null && !noteDismissed;
  if (!showNote && !canSwitch) return null;
  return (
    <>
      {canSwitch && demo.scenarios.length > 0 ? (
        <DemoScenariosBanner
          count={demo.scenarios.length}
          controlsId={panelId}
          onManage={() => {
            setOpen(true);
            setManageAsked((asked) => asked + 1);
          }}
        />
      ) : null}
      <aside className={styles.demo} aria-label="Demo controls">
      {showNote ? (
        <div className={styles.note} role="status">
          <p>{NO_WORKER_NOTE}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setNoteDismissed(true)}>
            Dismiss
          </button>
        </div>
      ) : null}
      {canSwitch ? (
        <>
          <button
            ref={toggle}
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
              <p className={styles.lead}>Show a documented fallback</p>
              {/* Grouped by where the failure shows: the public site's fallbacks, then the back office's messages. */}
              {DEMO_SCENARIO_GROUPS.map((group) => (
                <fieldset key={group} className={styles.group}>
                  <legend>{group}</legend>
                  {DEMO_SCENARIOS.filter((scenario) => scenario.group === group).map((scenario) => (
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
              ))}
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
