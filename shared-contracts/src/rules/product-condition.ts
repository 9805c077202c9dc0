/**
 * The condition a seller declares and the back-office confirms, best first. The id travels in
 * URLs (`condition=1,2`) and forms; products carry both `ConditionID` and its label `Condition`.
 */
export const CONDITIONS = [
  { id: 1, label: 'New with tags' },
  { id: 2, label: 'Pristine' },
  { id: 3, label: 'Excellent' },
  { id: 4, label: 'Very good' },
  { id: 5, label: 'Good' },
] as const;
export type ConditionId = (typeof CONDITIONS)[number]['id'];
export type ConditionLabel = (typeof CONDITIONS)[number]['label'];

export const CONDITION_IDS: readonly number[] = CONDITIONS.map((condition) => condition.id);

export function conditionLabel(id: number | null | undefined): ConditionLabel | '' {
  return CONDITIONS.find((condition) => condition.id === id)?.label ?? '';
}
