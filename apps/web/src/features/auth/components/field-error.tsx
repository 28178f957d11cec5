/** A field's message in antd's place and colour: under the input, in the gap a Form.Item keeps for it. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div id={id} className="field-error" role={message ? 'alert' : undefined}>
      {message}
    </div>
  );
}
