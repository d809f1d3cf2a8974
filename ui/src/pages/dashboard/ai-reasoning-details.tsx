import { Text } from '@radix-ui/themes';
import type { AdReasoning } from '../../../../schema/fields';
import './disclosure.css';

/** The AI's strategy, hypothesis and key difference, folded away until asked for. */
export function AiReasoningDetails({ reasoning, summary }: { reasoning: AdReasoning; summary: string }) {
  return (
    <details className="disclosure">
      <summary>
        <Text size="2" weight="medium">
          {summary}
        </Text>
      </summary>
      <dl className="disclosure-list">
        <dt>Strategy</dt>
        <dd>{reasoning.strategy}</dd>
        <dt>Hypothesis</dt>
        <dd>{reasoning.hypothesis}</dd>
        <dt>Key difference</dt>
        <dd>{reasoning.differentiator}</dd>
      </dl>
    </details>
  );
}
