import { pick, useGraphiQL, useGraphiQLActions } from '@graphiql/react';
import { useEffect, useRef } from 'react';

/**
 * The editors show the selected tab's own document once they exist. GraphiQL creates them when Monaco has
 * loaded, from the tab that was selected when the page started; a tab chosen before that (a click while
 * the page loads) stayed selected over the first tab's document, and its run button sent that document.
 */
export function SelectedTabInEditors() {
  const { queryEditor, variableEditor, activeTabIndex } = useGraphiQL(
    pick('queryEditor', 'variableEditor', 'activeTabIndex'),
  );
  const { changeTab } = useGraphiQLActions();
  const tabAtStart = useRef(activeTabIndex);
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || !queryEditor || !variableEditor) return;
    settled.current = true;
    if (activeTabIndex !== tabAtStart.current) changeTab(activeTabIndex);
  }, [queryEditor, variableEditor, activeTabIndex, changeTab]);

  return null;
}
