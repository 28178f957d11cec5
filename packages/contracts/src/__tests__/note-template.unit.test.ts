import { describe, expect, it } from 'vitest';
import { DEFAULT_SMS_TEXT, NOTE_EVENTS, renderNoteTemplate, templateVariables, unknownTemplateVariables } from '../note';

describe('SMS templates', () => {
  it('names each variable once, in order, spaces inside the braces ignored', () => {
    expect(templateVariables('${title}，${ level }，${title}，$title，{title}')).toEqual(['title', 'level']);
  });

  it('finds the variables an event lacks', () => {
    expect(unknownTemplateVariables('alarm', '${title}${user_name}${}')).toEqual(['user_name', '']);
    expect(unknownTemplateVariables('approval', '${user_name}${result}')).toEqual([]);
  });

  it('renders with the values given, an unknown variable left empty', () => {
    expect(renderNoteTemplate('【筑云】${project}：${title}${nope}', { project: '钱塘一号', title: '塔吊告警' })).toBe('【筑云】钱塘一号：塔吊告警');
  });

  it('has default texts that use only their event’s variables', () => {
    for (const event of Object.keys(NOTE_EVENTS) as (keyof typeof NOTE_EVENTS)[]) expect(unknownTemplateVariables(event, DEFAULT_SMS_TEXT[event]), event).toEqual([]);
  });
});
