import { t, type Localized } from '../localized';

/**
 * Cities only: their names take no article, so "en {place}", "à {place}" and "de {place}"
 * read correctly in every language (countries would need le/la/les and au/aux).
 */
export const PLACES: readonly Localized[] = [
  t('Singapore', '新加坡', '新加坡', 'Singapur', 'Singapour'),
  t('Geneva', '日内瓦', '日內瓦', 'Ginebra', 'Genève'),
  t('London', '伦敦', '倫敦', 'Londres', 'Londres'),
  t('New York', '纽约', '紐約', 'Nueva York', 'New York'),
  t('Tokyo', '东京', '東京', 'Tokio', 'Tokyo'),
  t('Berlin', '柏林', '柏林', 'Berlín', 'Berlin'),
  t('São Paulo', '圣保罗', '聖保羅', 'São Paulo', 'São Paulo'),
  t('Nairobi', '内罗毕', '奈洛比', 'Nairobi', 'Nairobi'),
  t('Sydney', '悉尼', '雪梨', 'Sídney', 'Sydney'),
  t('Toronto', '多伦多', '多倫多', 'Toronto', 'Toronto'),
  t('Mumbai', '孟买', '孟買', 'Bombay', 'Bombay'),
  t('Seoul', '首尔', '首爾', 'Seúl', 'Séoul'),
  t('Madrid', '马德里', '馬德里', 'Madrid', 'Madrid'),
  t('Paris', '巴黎', '巴黎', 'París', 'Paris'),
  t('Mexico City', '墨西哥城', '墨西哥城', 'Ciudad de México', 'Mexico'),
  t('Buenos Aires', '布宜诺斯艾利斯', '布宜諾斯艾利斯', 'Buenos Aires', 'Buenos Aires'),
  t('Istanbul', '伊斯坦布尔', '伊斯坦堡', 'Estambul', 'Istanbul'),
  t('Jakarta', '雅加达', '雅加達', 'Yakarta', 'Jakarta'),
  t('Johannesburg', '约翰内斯堡', '約翰尼斯堡', 'Johannesburgo', 'Johannesburg'),
  t('Montreal', '蒙特利尔', '蒙特婁', 'Montreal', 'Montréal'),
  t('Brussels', '布鲁塞尔', '布魯塞爾', 'Bruselas', 'Bruxelles'),
  t('Taipei', '台北', '臺北', 'Taipéi', 'Taipei'),
  t('Lagos', '拉各斯', '拉哥斯', 'Lagos', 'Lagos'),
  t('Stockholm', '斯德哥尔摩', '斯德哥爾摩', 'Estocolmo', 'Stockholm'),
  t('Lima', '利马', '利馬', 'Lima', 'Lima'),
  t('Vancouver', '温哥华', '溫哥華', 'Vancouver', 'Vancouver'),
];
