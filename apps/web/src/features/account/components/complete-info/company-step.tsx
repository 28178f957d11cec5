import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { FormInstance, FormRule } from 'antd';
import { Msg, isCreditCode } from '@zhuyun/contracts';
import { AreaCascader } from '@zhuyun/ui';
import { useCompanyTypes } from '../../api/get-company-types';
import { FileField } from './file-field';

const required = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];
const creditCode: FormRule = {
  validator: (_rule, value: string | undefined) =>
    !value || isCreditCode(value) ? Promise.resolve() : Promise.reject(new Error(Msg.creditCodeInvalid)),
};

/** Step 2 of 完善资料: the company to register (spec-1 §3 "Company registration", §5). */
export function CompanyStep({ form }: { form: FormInstance }) {
  const types = useCompanyTypes(true);
  return (
    <>
      <Form.Item name="company_type" label="单位类型" rules={[{ required: true, message: Msg.companyTypeRequired }]}>
        <Select
          placeholder="请选择单位类型"
          loading={types.isPending}
          options={(types.data?.list ?? []).map((t) => ({ label: t.name, value: Number(t.value) }))}
        />
      </Form.Item>
      <Form.Item name="company_name" label="单位名称" rules={required(Msg.companyNameRequired)}>
        <Input placeholder="请输入单位全称" maxLength={100} />
      </Form.Item>
      <Form.Item name="area_codes" label="所在地区" rules={[{ required: true, type: 'array', min: 1, message: Msg.regionRequired }]}>
        <AreaCascader
          placeholder="请选择省 / 市 / 区"
          onChange={(_codes, choice) => form.setFieldValue('area_id', choice?.area_id ?? undefined)}
        />
      </Form.Item>
      <Form.Item name="area_id" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="addr" label="详细地址" rules={required(Msg.addrRequired)}>
        <Input placeholder="街道、门牌号" maxLength={200} />
      </Form.Item>
      <Form.Item name="legal_name" label="法人姓名" rules={required(Msg.legalNameRequired)}>
        <Input placeholder="请输入法定代表人姓名" maxLength={50} />
      </Form.Item>
      <Form.Item name="credit_code" label="统一社会信用代码" rules={[...required(Msg.creditCodeRequired), creditCode]} normalize={(v: string) => v?.toUpperCase()}>
        <Input placeholder="18 位统一社会信用代码" maxLength={18} />
      </Form.Item>
      <Form.Item name="credit_img" label="营业执照" rules={[{ required: true, message: Msg.certificateRequired }]} extra="支持 jpg、jpeg、png、gif、bmp、pdf，不超过 10MB">
        <FileField module="certificate" label="营业执照" />
      </Form.Item>
      <Form.Item name="logo" label="单位 Logo">
        <FileField module="logo" label="Logo" />
      </Form.Item>
      <Form.Item name="index_img" label="首页图片">
        <FileField module="picture" label="图片" />
      </Form.Item>
      <Form.Item name="ind_domain" label="独立域名">
        <Input placeholder="如 zhijiang.example.com（选填）" maxLength={100} />
      </Form.Item>
    </>
  );
}
