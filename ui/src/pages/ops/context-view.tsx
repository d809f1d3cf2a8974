import { Badge, Code, DataList } from '@radix-ui/themes';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

/**
 * The actor's context at one step, key by key; a key that the step changed is marked, so what an
 * event did reads at a glance.
 */
export function ContextView({ context, previous }: { context: Record<string, unknown>; previous?: Record<string, unknown> | null }) {
  return (
    <DataList.Root size="1" data-testid="context-view" className="ops-context">
      {Object.entries(context).map(([key, value]) => {
        const changed = previous ? JSON.stringify(previous[key]) !== JSON.stringify(value) : false;
        return (
          <DataList.Item key={key} data-testid={`context-${key}`} data-changed={changed}>
            <DataList.Label minWidth="120px">
              {key}
              {changed && (
                <Badge color="amber" variant="soft" size="1" ml="2">
                  changed
                </Badge>
              )}
            </DataList.Label>
            <DataList.Value>
              <Code variant="ghost" size="1" className="ops-context-value">
                {show(value)}
              </Code>
            </DataList.Value>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}
