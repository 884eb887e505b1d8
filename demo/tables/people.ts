import { t, type Localized } from '../localized';

/**
 * People quoted in stories, transliterated as each press would write them: a story's versions
 * must name the same person. Roles are kept separate and gender-neutral (see roles.ts), so no
 * Spanish or French agreement depends on who is picked.
 */
export const PEOPLE: readonly Localized[] = [
  t('Maria Chen', '陈玛莉', '陳瑪莉', 'María Chen', 'Maria Chen'),
  t('James Whitaker', '詹姆斯·惠特克', '詹姆斯·惠特克', 'James Whitaker', 'James Whitaker'),
  t('Sofia Ramirez', '索菲娅·拉米雷斯', '索菲亞·拉米雷斯', 'Sofía Ramírez', 'Sofia Ramirez'),
  t('Li Wei', '李伟', '李偉', 'Li Wei', 'Li Wei'),
  t('Amara Okafor', '阿玛拉·奥卡福', '阿瑪拉·奧卡福', 'Amara Okafor', 'Amara Okafor'),
  t('Lucas Moreau', '卢卡斯·莫罗', '盧卡斯·莫羅', 'Lucas Moreau', 'Lucas Moreau'),
  t('Hannah Becker', '汉娜·贝克尔', '漢娜·貝克爾', 'Hannah Becker', 'Hannah Becker'),
  t('Daniel Kim', '丹尼尔·金', '丹尼爾·金', 'Daniel Kim', 'Daniel Kim'),
  t('Priya Raman', '普丽娅·拉曼', '普莉雅·拉曼', 'Priya Raman', 'Priya Raman'),
  t('Chen Yuting', '陈雨婷', '陳雨婷', 'Chen Yuting', 'Chen Yuting'),
  t('Olivia Grant', '奥利维娅·格兰特', '奧莉維亞·葛蘭特', 'Olivia Grant', 'Olivia Grant'),
  t('Mateo Fernandez', '马特奥·费尔南德斯', '馬特奧·費南德斯', 'Mateo Fernández', 'Mateo Fernández'),
  t('Claire Dubois', '克莱尔·杜布瓦', '克萊兒·杜布瓦', 'Claire Dubois', 'Claire Dubois'),
  t('Kenji Sato', '佐藤健二', '佐藤健二', 'Kenji Sato', 'Kenji Sato'),
  t('Fatima Haddad', '法蒂玛·哈达德', '法蒂瑪·哈達德', 'Fátima Haddad', 'Fatima Haddad'),
  t('Thomas Lindqvist', '托马斯·林德奎斯特', '湯瑪斯·林德奎斯特', 'Thomas Lindqvist', 'Thomas Lindqvist'),
  t('Ana Costa', '安娜·科斯塔', '安娜·科斯塔', 'Ana Costa', 'Ana Costa'),
  t('Wang Jian', '王健', '王健', 'Wang Jian', 'Wang Jian'),
  t('Elena Petrova', '叶莲娜·彼得罗娃', '葉蓮娜·彼得羅娃', 'Elena Petrova', 'Elena Petrova'),
  t('Samuel Adeyemi', '塞缪尔·阿德耶米', '塞繆爾·阿德耶米', 'Samuel Adeyemi', 'Samuel Adeyemi'),
  t('Isabelle Laurent', '伊莎贝尔·洛朗', '伊莎貝爾·洛朗', 'Isabelle Laurent', 'Isabelle Laurent'),
  t('Lin Mei-hua', '林美华', '林美華', 'Lin Mei-hua', 'Lin Mei-hua'),
  t('Omar Farouk', '奥马尔·法鲁克', '歐瑪·法魯克', 'Omar Faruk', 'Omar Farouk'),
  t('Grace Mensah', '格蕾丝·门萨', '葛瑞絲·門薩', 'Grace Mensah', 'Grace Mensah'),
];
