import { Controls, Description, DocsContext, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';

type StoryEntry = { id: string; name: string; parameters?: { docs?: { description?: { story?: string } } } };

/**
 * The docs page of every component: title, usage notes, the primary story with its controls and props table, then
 * the other states. UI primitives show them all inline. Components that load their own data differ between states
 * only in what the MSW handlers answer, and one page cannot serve two answers at once, so their states are links to
 * their own canvas, where each renders in isolation.
 */
export function DocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const rendersDataStates = !String(csfFile.meta.title).startsWith('UI/');
  // In the order of the story file, as in the sidebar (the CSF file's own list is in alphabetical export order).
  const stories: StoryEntry[] = useContext(DocsContext).componentStoriesFromCSFFile(csfFile);
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <Controls />
      {rendersDataStates ? (
        <>
          <h2>States</h2>
          <ul>
            {stories.map((story) => (
              <li key={story.id}>
                {/* The docs render inside the preview frame; the story opens in the whole Storybook window. */}
                <a href={`./?path=/story/${story.id}`} target="_top">
                  {story.name}
                </a>
                {story.parameters?.docs?.description?.story ? ` — ${story.parameters.docs.description.story}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Stories />
      )}
    </>
  );
}
