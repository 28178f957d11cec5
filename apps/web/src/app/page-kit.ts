/**
 * The antd parts that most data pages share (lists, forms, dialogs), fetched once the signed-in shell has painted
 * (see use-page-kit-prefetch.ts). Not part of any first load: the shell stays within its 200 kB; after this the
 * first visit to a list or form page loads only that page's own code. Chosen by use: each is imported by five or
 * more pages (decision 006).
 */
export { default as Table } from 'antd/es/table';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Modal } from 'antd/es/modal';
export { default as Card } from 'antd/es/card';
export { default as Tag } from 'antd/es/tag';
export { default as Space } from 'antd/es/space';
export { default as Empty } from 'antd/es/empty';
export { default as Result } from 'antd/es/result';
export { default as Select } from 'antd/es/select';
export { default as Popconfirm } from 'antd/es/popconfirm';
