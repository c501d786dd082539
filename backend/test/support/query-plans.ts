import type { Client } from 'pg';
import type { CapturedQuery } from './query-capture';

export interface Plan {
  text: string;
  values: unknown[];
  /** Tables read by a sequential scan. */
  seqScans: string[];
  /** Indexes read (Index Scan, Index Only Scan, Bitmap Index Scan). */
  indexes: string[];
  executionMs: number | null;
  plan: string;
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

function indexes(node: PlanNode): string[] {
  const own = node['Index Name'] ? [node['Index Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexes)];
}

function outline(node: PlanNode, depth = 0): string {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const index = node['Index Name'];
  const line = `${'  '.repeat(depth)}${node['Node Type']}${on}${index ? ` using ${index}` : ''}`;
  return [line, ...(node.Plans ?? []).map((child) => outline(child, depth + 1))].join('\n');
}

function planOf(text: string, values: unknown[], root: PlanNode, executionMs: number | null): Plan {
  return { text, values, seqScans: seqScans(root), indexes: indexes(root), executionMs, plan: outline(root) };
}

/** The plan of one captured statement, run (EXPLAIN ANALYZE) inside a transaction rolled back; planned only if it fails. */
export async function explain(client: Client, { text, values }: CapturedQuery): Promise<Plan> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values);
    const [{ Plan: plan, 'Execution Time': executionMs }] = rows[0]['QUERY PLAN'];
    return planOf(text, values, plan, executionMs);
  } catch {
    await client.query('ROLLBACK');
    await client.query('BEGIN');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    const [{ Plan: plan }] = rows[0]['QUERY PLAN'];
    return planOf(text, values, plan, null);
  } finally {
    await client.query('ROLLBACK');
  }
}
