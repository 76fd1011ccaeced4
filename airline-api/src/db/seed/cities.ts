/**
 * The airline's cities and airports (seed data). One row per airport; city groups (AREA) are listed
 * separately with their member airports. Coordinates are the airports' (rounded), used for distances.
 */
export type AirportSeed = {
  code: string;
  cityZh: string;
  cityEn: string;
  airportZh: string;
  airportEn: string;
  country: string;
  timeZone: string;
  lat: number;
  lon: number;
  /** Short display name of an airport that belongs to a city group (e.g. 上海虹桥 / Shanghai Hongqiao). */
  shortZh?: string;
  shortEn?: string;
  alias?: string;
  terminal?: string;
};

const CN = 'Asia/Shanghai';

// prettier-ignore
export const AIRPORTS: AirportSeed[] = [
  // Mainland China, single-airport cities
  { code: 'CAN', cityZh: '广州', cityEn: 'Guangzhou', airportZh: '广州白云国际机场', airportEn: 'Guangzhou Baiyun International Airport', country: 'CN', timeZone: CN, lat: 23.39, lon: 113.30, terminal: 'T3', alias: 'Canton' },
  { code: 'SZX', cityZh: '深圳', cityEn: 'Shenzhen', airportZh: '深圳宝安国际机场', airportEn: "Shenzhen Bao'an International Airport", country: 'CN', timeZone: CN, lat: 22.64, lon: 113.81, terminal: 'T3' },
  { code: 'CKG', cityZh: '重庆', cityEn: 'Chongqing', airportZh: '重庆江北国际机场', airportEn: 'Chongqing Jiangbei International Airport', country: 'CN', timeZone: CN, lat: 29.72, lon: 106.64, terminal: 'T3' },
  { code: 'KMG', cityZh: '昆明', cityEn: 'Kunming', airportZh: '昆明长水国际机场', airportEn: 'Kunming Changshui International Airport', country: 'CN', timeZone: CN, lat: 25.10, lon: 102.93 },
  { code: 'XIY', cityZh: '西安', cityEn: "Xi'an", airportZh: '西安咸阳国际机场', airportEn: "Xi'an Xianyang International Airport", country: 'CN', timeZone: CN, lat: 34.45, lon: 108.75, terminal: 'T5' },
  { code: 'HGH', cityZh: '杭州', cityEn: 'Hangzhou', airportZh: '杭州萧山国际机场', airportEn: 'Hangzhou Xiaoshan International Airport', country: 'CN', timeZone: CN, lat: 30.23, lon: 120.43, terminal: 'T4' },
  { code: 'NKG', cityZh: '南京', cityEn: 'Nanjing', airportZh: '南京禄口国际机场', airportEn: 'Nanjing Lukou International Airport', country: 'CN', timeZone: CN, lat: 31.74, lon: 118.86, terminal: 'T2' },
  { code: 'WUH', cityZh: '武汉', cityEn: 'Wuhan', airportZh: '武汉天河国际机场', airportEn: 'Wuhan Tianhe International Airport', country: 'CN', timeZone: CN, lat: 30.78, lon: 114.21, terminal: 'T3' },
  { code: 'CSX', cityZh: '长沙', cityEn: 'Changsha', airportZh: '长沙黄花国际机场', airportEn: 'Changsha Huanghua International Airport', country: 'CN', timeZone: CN, lat: 28.19, lon: 113.22, terminal: 'T2' },
  { code: 'XMN', cityZh: '厦门', cityEn: 'Xiamen', airportZh: '厦门高崎国际机场', airportEn: 'Xiamen Gaoqi International Airport', country: 'CN', timeZone: CN, lat: 24.54, lon: 118.13, terminal: 'T3' },
  { code: 'FOC', cityZh: '福州', cityEn: 'Fuzhou', airportZh: '福州长乐国际机场', airportEn: 'Fuzhou Changle International Airport', country: 'CN', timeZone: CN, lat: 25.93, lon: 119.66 },
  { code: 'TAO', cityZh: '青岛', cityEn: 'Qingdao', airportZh: '青岛胶东国际机场', airportEn: 'Qingdao Jiaodong International Airport', country: 'CN', timeZone: CN, lat: 36.36, lon: 120.09 },
  { code: 'TNA', cityZh: '济南', cityEn: 'Jinan', airportZh: '济南遥墙国际机场', airportEn: 'Jinan Yaoqiang International Airport', country: 'CN', timeZone: CN, lat: 36.86, lon: 117.22 },
  { code: 'CGO', cityZh: '郑州', cityEn: 'Zhengzhou', airportZh: '郑州新郑国际机场', airportEn: 'Zhengzhou Xinzheng International Airport', country: 'CN', timeZone: CN, lat: 34.52, lon: 113.84, terminal: 'T2' },
  { code: 'SHE', cityZh: '沈阳', cityEn: 'Shenyang', airportZh: '沈阳桃仙国际机场', airportEn: 'Shenyang Taoxian International Airport', country: 'CN', timeZone: CN, lat: 41.64, lon: 123.48, terminal: 'T3' },
  { code: 'DLC', cityZh: '大连', cityEn: 'Dalian', airportZh: '大连周水子国际机场', airportEn: 'Dalian Zhoushuizi International Airport', country: 'CN', timeZone: CN, lat: 38.97, lon: 121.54 },
  { code: 'HRB', cityZh: '哈尔滨', cityEn: 'Harbin', airportZh: '哈尔滨太平国际机场', airportEn: 'Harbin Taiping International Airport', country: 'CN', timeZone: CN, lat: 45.62, lon: 126.25, terminal: 'T2' },
  { code: 'CGQ', cityZh: '长春', cityEn: 'Changchun', airportZh: '长春龙嘉国际机场', airportEn: 'Changchun Longjia International Airport', country: 'CN', timeZone: CN, lat: 43.99, lon: 125.68 },
  { code: 'TSN', cityZh: '天津', cityEn: 'Tianjin', airportZh: '天津滨海国际机场', airportEn: 'Tianjin Binhai International Airport', country: 'CN', timeZone: CN, lat: 39.12, lon: 117.35, terminal: 'T2' },
  { code: 'SJW', cityZh: '石家庄', cityEn: 'Shijiazhuang', airportZh: '石家庄正定国际机场', airportEn: 'Shijiazhuang Zhengding International Airport', country: 'CN', timeZone: CN, lat: 38.28, lon: 114.70 },
  { code: 'TYN', cityZh: '太原', cityEn: 'Taiyuan', airportZh: '太原武宿国际机场', airportEn: 'Taiyuan Wusu International Airport', country: 'CN', timeZone: CN, lat: 37.75, lon: 112.63 },
  { code: 'HET', cityZh: '呼和浩特', cityEn: 'Hohhot', airportZh: '呼和浩特白塔国际机场', airportEn: 'Hohhot Baita International Airport', country: 'CN', timeZone: CN, lat: 40.85, lon: 111.82 },
  { code: 'LHW', cityZh: '兰州', cityEn: 'Lanzhou', airportZh: '兰州中川国际机场', airportEn: 'Lanzhou Zhongchuan International Airport', country: 'CN', timeZone: CN, lat: 36.52, lon: 103.62 },
  { code: 'XNN', cityZh: '西宁', cityEn: 'Xining', airportZh: '西宁曹家堡国际机场', airportEn: 'Xining Caojiabao International Airport', country: 'CN', timeZone: CN, lat: 36.53, lon: 102.04 },
  { code: 'INC', cityZh: '银川', cityEn: 'Yinchuan', airportZh: '银川河东国际机场', airportEn: 'Yinchuan Hedong International Airport', country: 'CN', timeZone: CN, lat: 38.32, lon: 106.39 },
  { code: 'URC', cityZh: '乌鲁木齐', cityEn: 'Urumqi', airportZh: '乌鲁木齐天山国际机场', airportEn: 'Urumqi Tianshan International Airport', country: 'CN', timeZone: CN, lat: 43.91, lon: 87.47 },
  { code: 'LXA', cityZh: '拉萨', cityEn: 'Lhasa', airportZh: '拉萨贡嘎国际机场', airportEn: 'Lhasa Gonggar International Airport', country: 'CN', timeZone: CN, lat: 29.30, lon: 90.91 },
  { code: 'KWE', cityZh: '贵阳', cityEn: 'Guiyang', airportZh: '贵阳龙洞堡国际机场', airportEn: 'Guiyang Longdongbao International Airport', country: 'CN', timeZone: CN, lat: 26.54, lon: 106.80 },
  { code: 'NNG', cityZh: '南宁', cityEn: 'Nanning', airportZh: '南宁吴圩国际机场', airportEn: 'Nanning Wuxu International Airport', country: 'CN', timeZone: CN, lat: 22.61, lon: 108.17 },
  { code: 'HAK', cityZh: '海口', cityEn: 'Haikou', airportZh: '海口美兰国际机场', airportEn: 'Haikou Meilan International Airport', country: 'CN', timeZone: CN, lat: 19.93, lon: 110.46, terminal: 'T2' },
  { code: 'SYX', cityZh: '三亚', cityEn: 'Sanya', airportZh: '三亚凤凰国际机场', airportEn: 'Sanya Phoenix International Airport', country: 'CN', timeZone: CN, lat: 18.30, lon: 109.41, terminal: 'T1' },
  { code: 'KWL', cityZh: '桂林', cityEn: 'Guilin', airportZh: '桂林两江国际机场', airportEn: 'Guilin Liangjiang International Airport', country: 'CN', timeZone: CN, lat: 25.22, lon: 110.04 },
  { code: 'ZUH', cityZh: '珠海', cityEn: 'Zhuhai', airportZh: '珠海金湾机场', airportEn: 'Zhuhai Jinwan Airport', country: 'CN', timeZone: CN, lat: 22.01, lon: 113.38 },
  { code: 'SWA', cityZh: '揭阳', cityEn: 'Jieyang', airportZh: '揭阳潮汕国际机场', airportEn: 'Jieyang Chaoshan International Airport', country: 'CN', timeZone: CN, lat: 23.55, lon: 116.50, alias: '潮汕 汕头 Chaoshan Shantou' },
  { code: 'ZHA', cityZh: '湛江', cityEn: 'Zhanjiang', airportZh: '湛江吴川机场', airportEn: 'Zhanjiang Wuchuan Airport', country: 'CN', timeZone: CN, lat: 21.48, lon: 110.59 },
  { code: 'NGB', cityZh: '宁波', cityEn: 'Ningbo', airportZh: '宁波栎社国际机场', airportEn: 'Ningbo Lishe International Airport', country: 'CN', timeZone: CN, lat: 29.83, lon: 121.46 },
  { code: 'WNZ', cityZh: '温州', cityEn: 'Wenzhou', airportZh: '温州龙湾国际机场', airportEn: 'Wenzhou Longwan International Airport', country: 'CN', timeZone: CN, lat: 27.91, lon: 120.85 },
  { code: 'KHN', cityZh: '南昌', cityEn: 'Nanchang', airportZh: '南昌昌北国际机场', airportEn: 'Nanchang Changbei International Airport', country: 'CN', timeZone: CN, lat: 28.86, lon: 115.90 },
  { code: 'HFE', cityZh: '合肥', cityEn: 'Hefei', airportZh: '合肥新桥国际机场', airportEn: 'Hefei Xinqiao International Airport', country: 'CN', timeZone: CN, lat: 31.99, lon: 116.97 },
  { code: 'YNT', cityZh: '烟台', cityEn: 'Yantai', airportZh: '烟台蓬莱国际机场', airportEn: 'Yantai Penglai International Airport', country: 'CN', timeZone: CN, lat: 37.66, lon: 120.99 },
  { code: 'JHG', cityZh: '西双版纳', cityEn: 'Xishuangbanna', airportZh: '西双版纳嘎洒国际机场', airportEn: 'Xishuangbanna Gasa International Airport', country: 'CN', timeZone: CN, lat: 21.97, lon: 100.76, alias: '景洪 Jinghong' },
  { code: 'LJG', cityZh: '丽江', cityEn: 'Lijiang', airportZh: '丽江三义国际机场', airportEn: 'Lijiang Sanyi International Airport', country: 'CN', timeZone: CN, lat: 26.68, lon: 100.25 },
  { code: 'DYG', cityZh: '张家界', cityEn: 'Zhangjiajie', airportZh: '张家界荷花国际机场', airportEn: 'Zhangjiajie Hehua International Airport', country: 'CN', timeZone: CN, lat: 29.10, lon: 110.44 },
  { code: 'YIH', cityZh: '宜昌', cityEn: 'Yichang', airportZh: '宜昌三峡机场', airportEn: 'Yichang Sanxia Airport', country: 'CN', timeZone: CN, lat: 30.56, lon: 111.48 },
  { code: 'BHY', cityZh: '北海', cityEn: 'Beihai', airportZh: '北海福成机场', airportEn: 'Beihai Fucheng Airport', country: 'CN', timeZone: CN, lat: 21.54, lon: 109.29 },
  { code: 'MIG', cityZh: '绵阳', cityEn: 'Mianyang', airportZh: '绵阳南郊机场', airportEn: 'Mianyang Nanjiao Airport', country: 'CN', timeZone: CN, lat: 31.43, lon: 104.74 },
  { code: 'WUX', cityZh: '无锡', cityEn: 'Wuxi', airportZh: '苏南硕放国际机场', airportEn: 'Sunan Shuofang International Airport', country: 'CN', timeZone: CN, lat: 31.49, lon: 120.43 },
  // Mainland China, airports of city groups
  { code: 'PEK', cityZh: '北京', cityEn: 'Beijing', airportZh: '北京首都国际机场', airportEn: 'Beijing Capital International Airport', shortZh: '北京首都', shortEn: 'Beijing Capital', country: 'CN', timeZone: CN, lat: 40.08, lon: 116.58, terminal: 'T2' },
  { code: 'PKX', cityZh: '北京', cityEn: 'Beijing', airportZh: '北京大兴国际机场', airportEn: 'Beijing Daxing International Airport', shortZh: '北京大兴', shortEn: 'Beijing Daxing', country: 'CN', timeZone: CN, lat: 39.51, lon: 116.41 },
  { code: 'PVG', cityZh: '上海', cityEn: 'Shanghai', airportZh: '上海浦东国际机场', airportEn: 'Shanghai Pudong International Airport', shortZh: '上海浦东', shortEn: 'Shanghai Pudong', country: 'CN', timeZone: CN, lat: 31.14, lon: 121.81, terminal: 'T1' },
  { code: 'SHA', cityZh: '上海', cityEn: 'Shanghai', airportZh: '上海虹桥国际机场', airportEn: 'Shanghai Hongqiao International Airport', shortZh: '上海虹桥', shortEn: 'Shanghai Hongqiao', country: 'CN', timeZone: CN, lat: 31.20, lon: 121.34, terminal: 'T2' },
  { code: 'CTU', cityZh: '成都', cityEn: 'Chengdu', airportZh: '成都双流国际机场', airportEn: 'Chengdu Shuangliu International Airport', shortZh: '成都双流', shortEn: 'Chengdu Shuangliu', country: 'CN', timeZone: CN, lat: 30.58, lon: 103.95, terminal: 'T2' },
  { code: 'TFU', cityZh: '成都', cityEn: 'Chengdu', airportZh: '成都天府国际机场', airportEn: 'Chengdu Tianfu International Airport', shortZh: '成都天府', shortEn: 'Chengdu Tianfu', country: 'CN', timeZone: CN, lat: 30.32, lon: 104.44, terminal: 'T1' },
  // Hong Kong, Macau, Taipei
  { code: 'HKG', cityZh: '香港', cityEn: 'Hong Kong', airportZh: '香港国际机场', airportEn: 'Hong Kong International Airport', country: 'HK', timeZone: 'Asia/Hong_Kong', lat: 22.31, lon: 113.92, terminal: 'T1' },
  { code: 'MFM', cityZh: '澳门', cityEn: 'Macau', airportZh: '澳门国际机场', airportEn: 'Macau International Airport', country: 'MO', timeZone: 'Asia/Macau', lat: 22.15, lon: 113.59 },
  { code: 'TPE', cityZh: '台北', cityEn: 'Taipei', airportZh: '台湾桃园国际机场', airportEn: 'Taiwan Taoyuan International Airport', country: 'TW', timeZone: 'Asia/Taipei', lat: 25.08, lon: 121.23, terminal: 'T1' },
  // Japan
  { code: 'NRT', cityZh: '东京', cityEn: 'Tokyo', airportZh: '东京成田国际机场', airportEn: 'Narita International Airport', shortZh: '东京成田', shortEn: 'Tokyo Narita', country: 'JP', timeZone: 'Asia/Tokyo', lat: 35.77, lon: 140.39, terminal: 'T2' },
  { code: 'HND', cityZh: '东京', cityEn: 'Tokyo', airportZh: '东京羽田国际机场', airportEn: 'Tokyo Haneda Airport', shortZh: '东京羽田', shortEn: 'Tokyo Haneda', country: 'JP', timeZone: 'Asia/Tokyo', lat: 35.55, lon: 139.78, terminal: 'T3' },
  { code: 'KIX', cityZh: '大阪', cityEn: 'Osaka', airportZh: '关西国际机场', airportEn: 'Kansai International Airport', country: 'JP', timeZone: 'Asia/Tokyo', lat: 34.43, lon: 135.23, terminal: 'T1' },
  { code: 'NGO', cityZh: '名古屋', cityEn: 'Nagoya', airportZh: '中部国际机场', airportEn: 'Chubu Centrair International Airport', country: 'JP', timeZone: 'Asia/Tokyo', lat: 34.86, lon: 136.81 },
  { code: 'FUK', cityZh: '福冈', cityEn: 'Fukuoka', airportZh: '福冈机场', airportEn: 'Fukuoka Airport', country: 'JP', timeZone: 'Asia/Tokyo', lat: 33.59, lon: 130.45 },
  { code: 'OKA', cityZh: '冲绳', cityEn: 'Okinawa', airportZh: '那霸机场', airportEn: 'Naha Airport', country: 'JP', timeZone: 'Asia/Tokyo', lat: 26.20, lon: 127.65, alias: '那霸 Naha' },
  { code: 'CTS', cityZh: '札幌', cityEn: 'Sapporo', airportZh: '新千岁机场', airportEn: 'New Chitose Airport', country: 'JP', timeZone: 'Asia/Tokyo', lat: 42.78, lon: 141.69 },
  // Korea
  { code: 'ICN', cityZh: '首尔', cityEn: 'Seoul', airportZh: '首尔仁川国际机场', airportEn: 'Incheon International Airport', shortZh: '首尔仁川', shortEn: 'Seoul Incheon', country: 'KR', timeZone: 'Asia/Seoul', lat: 37.46, lon: 126.44, terminal: 'T1' },
  { code: 'GMP', cityZh: '首尔', cityEn: 'Seoul', airportZh: '首尔金浦国际机场', airportEn: 'Gimpo International Airport', shortZh: '首尔金浦', shortEn: 'Seoul Gimpo', country: 'KR', timeZone: 'Asia/Seoul', lat: 37.56, lon: 126.79 },
  { code: 'PUS', cityZh: '釜山', cityEn: 'Busan', airportZh: '金海国际机场', airportEn: 'Gimhae International Airport', country: 'KR', timeZone: 'Asia/Seoul', lat: 35.18, lon: 128.94 },
  { code: 'CJU', cityZh: '济州', cityEn: 'Jeju', airportZh: '济州国际机场', airportEn: 'Jeju International Airport', country: 'KR', timeZone: 'Asia/Seoul', lat: 33.51, lon: 126.49 },
  // South-East Asia
  { code: 'BKK', cityZh: '曼谷', cityEn: 'Bangkok', airportZh: '素万那普国际机场', airportEn: 'Suvarnabhumi Airport', country: 'TH', timeZone: 'Asia/Bangkok', lat: 13.69, lon: 100.75 },
  { code: 'HKT', cityZh: '普吉', cityEn: 'Phuket', airportZh: '普吉国际机场', airportEn: 'Phuket International Airport', country: 'TH', timeZone: 'Asia/Bangkok', lat: 8.11, lon: 98.31 },
  { code: 'CNX', cityZh: '清迈', cityEn: 'Chiang Mai', airportZh: '清迈国际机场', airportEn: 'Chiang Mai International Airport', country: 'TH', timeZone: 'Asia/Bangkok', lat: 18.77, lon: 98.96 },
  { code: 'SIN', cityZh: '新加坡', cityEn: 'Singapore', airportZh: '新加坡樟宜机场', airportEn: 'Singapore Changi Airport', country: 'SG', timeZone: 'Asia/Singapore', lat: 1.36, lon: 103.99, terminal: 'T4' },
  { code: 'KUL', cityZh: '吉隆坡', cityEn: 'Kuala Lumpur', airportZh: '吉隆坡国际机场', airportEn: 'Kuala Lumpur International Airport', country: 'MY', timeZone: 'Asia/Kuala_Lumpur', lat: 2.75, lon: 101.71, terminal: 'T1' },
  { code: 'PEN', cityZh: '槟城', cityEn: 'Penang', airportZh: '槟城国际机场', airportEn: 'Penang International Airport', country: 'MY', timeZone: 'Asia/Kuala_Lumpur', lat: 5.30, lon: 100.28 },
  { code: 'BKI', cityZh: '亚庇', cityEn: 'Kota Kinabalu', airportZh: '亚庇国际机场', airportEn: 'Kota Kinabalu International Airport', country: 'MY', timeZone: 'Asia/Kuala_Lumpur', lat: 5.94, lon: 116.05, alias: '沙巴 Sabah' },
  { code: 'SGN', cityZh: '胡志明市', cityEn: 'Ho Chi Minh City', airportZh: '新山一国际机场', airportEn: 'Tan Son Nhat International Airport', country: 'VN', timeZone: 'Asia/Ho_Chi_Minh', lat: 10.82, lon: 106.65, alias: '西贡 Saigon' },
  { code: 'HAN', cityZh: '河内', cityEn: 'Hanoi', airportZh: '内排国际机场', airportEn: 'Noi Bai International Airport', country: 'VN', timeZone: 'Asia/Ho_Chi_Minh', lat: 21.22, lon: 105.81 },
  { code: 'DAD', cityZh: '岘港', cityEn: 'Da Nang', airportZh: '岘港国际机场', airportEn: 'Da Nang International Airport', country: 'VN', timeZone: 'Asia/Ho_Chi_Minh', lat: 16.04, lon: 108.20 },
  { code: 'MNL', cityZh: '马尼拉', cityEn: 'Manila', airportZh: '尼诺伊·阿基诺国际机场', airportEn: 'Ninoy Aquino International Airport', country: 'PH', timeZone: 'Asia/Manila', lat: 14.51, lon: 121.02 },
  { code: 'CEB', cityZh: '宿务', cityEn: 'Cebu', airportZh: '麦克坦-宿务国际机场', airportEn: 'Mactan-Cebu International Airport', country: 'PH', timeZone: 'Asia/Manila', lat: 10.31, lon: 123.98 },
  { code: 'DPS', cityZh: '巴厘岛', cityEn: 'Bali', airportZh: '伍拉·赖国际机场', airportEn: 'I Gusti Ngurah Rai International Airport', country: 'ID', timeZone: 'Asia/Makassar', lat: -8.75, lon: 115.17, alias: '登巴萨 Denpasar' },
  { code: 'CGK', cityZh: '雅加达', cityEn: 'Jakarta', airportZh: '苏加诺-哈达国际机场', airportEn: 'Soekarno-Hatta International Airport', country: 'ID', timeZone: 'Asia/Jakarta', lat: -6.13, lon: 106.66, terminal: 'T3' },
  { code: 'VTE', cityZh: '万象', cityEn: 'Vientiane', airportZh: '瓦岱国际机场', airportEn: 'Wattay International Airport', country: 'LA', timeZone: 'Asia/Vientiane', lat: 17.99, lon: 102.56 },
];

/** City groups: searching the group searches all its airports. */
export const AREAS: { code: string; airports: string[] }[] = [
  { code: 'BJS', airports: ['PEK', 'PKX'] },
  { code: 'SHA', airports: ['PVG', 'SHA'] },
  { code: 'CTU', airports: ['CTU', 'TFU'] },
  { code: 'TYO', airports: ['NRT', 'HND'] },
  { code: 'SEL', airports: ['ICN', 'GMP'] },
];

/** The 16 hot cities (spec §3), by city code; CAN first. */
export const HOT_CITIES = [
  'CAN',
  'BJS',
  'SHA',
  'SZX',
  'CTU',
  'CKG',
  'HGH',
  'XIY',
  'KMG',
  'WUH',
  'CSX',
  'XMN',
  'SYX',
  'HAK',
  'HKG',
  'BKK',
] as const;
