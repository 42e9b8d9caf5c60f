#!/usr/bin/env bash
# Generates the demo media of the reference gateway: videos, audio, documents, pictures, an archive, the live
# loop and a replay, all made here from our own titles, tones and text, plus gateway/media/demo/manifest.json
# (what the seeds store about each file: size, duration, pages, dimensions, archive entries).
#
# Needs ffmpeg (with libx264, libmp3lame, drawtext and the librsvg decoder), LibreOffice (soffice), zip,
# pdfinfo and the WenQuanYi Micro Hei font. Run from anywhere: `scripts/make-demo-media.sh`. The output is
# committed, so this only needs to run again when the demo media change.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MEDIA="$ROOT/gateway/media"
DEMO="$MEDIA/demo"
ASSETS="$ROOT/gateway/assets"
FONT="${DEMO_FONT:-/usr/share/fonts/truetype/wqy/wqy-microhei.ttc}"
FONT_NAME='WenQuanYi Micro Hei'
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

for tool in ffmpeg ffprobe soffice zip pdfinfo node; do
  command -v "$tool" >/dev/null || { echo "make-demo-media: $tool is missing" >&2; exit 1; }
done
[ -f "$FONT" ] || { echo "make-demo-media: font $FONT is missing (set DEMO_FONT)" >&2; exit 1; }

rm -rf "$DEMO"
mkdir -p "$DEMO" "$ASSETS/covers" "$ASSETS/lecturers"

ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# ---------------------------------------------------------------------------------------------------------
# Video: a title bar, a big running second counter (so a viewer, or a test, can read the current second), a
# sliding progress bar and a short beep at every whole second. Key frames every 4 s exactly, so the HLS
# renditions are cut from the mp4 without re-encoding and every segment starts on a key frame.
# ---------------------------------------------------------------------------------------------------------
VIDEO_ARGS=(-c:v libx264 -profile:v main -pix_fmt yuv420p -r 25 -g 100 -keyint_min 100 -sc_threshold 0
  -crf 24 -maxrate 450k -bufsize 900k -c:a aac -b:a 48k -ac 1 -ar 44100)

# make_clip <out> <seconds> <background colour> <title (zh)> <subtitle (en)>
make_clip() {
  local out="$1" secs="$2" bg="$3" title="$4" sub="$5"
  local base="$WORK/clip-$RANDOM"
  printf '%s' "$title" >"$base.title"
  printf '%s' "$sub" >"$base.sub"
  local total
  total=$(printf '%02d\\:%02d' $((secs / 60)) $((secs % 60)))
  cat >"$base.filter" <<EOF
[0:v][1:v]overlay=x='-W+W*t/$secs':y=H-h:eval=frame:shortest=1,
drawbox=x=0:y=0:w=iw:h=70:color=black@0.35:t=fill,
drawtext=fontfile=$FONT:textfile=$base.title:fontsize=30:fontcolor=white:x=(w-tw)/2:y=18,
drawtext=fontfile=$FONT:text='%{eif\:t\:d}':fontsize=170:fontcolor=white:x=(w-tw)/2:y=(h-th)/2+6:borderw=4:bordercolor=black@0.35,
drawtext=fontfile=$FONT:textfile=$base.sub:fontsize=22:fontcolor=white@0.9:x=(w-tw)/2:y=h-86,
drawtext=fontfile=$FONT:text='%{eif\:floor(t/60)\:d\:2}\:%{eif\:mod(t\,60)\:d\:2} / $total':fontsize=22:fontcolor=white@0.9:x=(w-tw)/2:y=h-52[v]
EOF
  ff -f lavfi -i "color=c=$bg:s=640x360:r=25:d=$secs" \
    -f lavfi -i "color=c=white@0.85:s=640x8:r=25:d=$secs" \
    -f lavfi -i "aevalsrc='0.22*sin(2*PI*880*t)*lt(mod(t\,1)\,0.12)*sin(PI*mod(t\,1)/0.12)':s=44100:d=$secs" \
    -filter_complex_script "$base.filter" -map '[v]' -map 2:a "${VIDEO_ARGS[@]}" -t "$secs" \
    -movflags +faststart "$out"
}

# make_hls <mp4> <dir>: a VOD playlist index.m3u8 with 4 s segments seg0.ts, seg1.ts, ... (no re-encoding).
make_hls() {
  local src="$1" dir="$2"
  mkdir -p "$dir"
  ff -i "$src" -c copy -bsf:v h264_mp4toannexb -f hls -hls_time 4 -hls_playlist_type vod \
    -hls_segment_filename "$dir/seg%d.ts" "$dir/index.m3u8"
}

echo 'video: onboarding, security'
mkdir -p "$DEMO/video/onboarding" "$DEMO/video/security"
make_clip "$DEMO/video/onboarding/onboarding.mp4" 60 0x1d4ed8 '星河科技 · 新员工入职培训' 'Onboarding · Xinghe Technology'
make_hls "$DEMO/video/onboarding/onboarding.mp4" "$DEMO/video/onboarding/hls"
make_clip "$DEMO/video/security/security.mp4" 30 0x0f766e '星河科技 · 信息安全必修课' 'Information Security Essentials'
make_hls "$DEMO/video/security/security.mp4" "$DEMO/video/security/hls"

# The live loop: 24 s cut into six 4 s segments. The gateway serves a sliding window over them as a live
# playlist and marks a discontinuity where the loop wraps, so the counter shows the second within the loop.
echo 'live: loop, replay'
mkdir -p "$DEMO/live/loop" "$DEMO/live/replay"
make_clip "$WORK/loop.mp4" 24 0xb91c1c '星河科技 · 直播间' 'LIVE · Xinghe Learning Live Room'
ff -i "$WORK/loop.mp4" -c copy -bsf:v h264_mp4toannexb -f hls -hls_time 4 -hls_playlist_type vod \
  -hls_segment_filename "$DEMO/live/loop/seg%d.ts" "$WORK/loop.m3u8"
make_clip "$WORK/replay.mp4" 40 0x7c3aed '星河科技 · 直播回放' 'Replay · Quarterly Learning Briefing'
make_hls "$WORK/replay.mp4" "$DEMO/live/replay"

# ---------------------------------------------------------------------------------------------------------
# Audio: a gentle pentatonic phrase, one note every half second, each note faded in and out so the steps do
# not click.
# ---------------------------------------------------------------------------------------------------------
echo 'audio: briefing'
mkdir -p "$DEMO/audio/briefing"
NOTE='st(0\,floor(t*2));st(1\,mod(ld(0)\,16));st(2\,if(lt(ld(1)\,1)\,0\,if(lt(ld(1)\,2)\,2\,if(lt(ld(1)\,3)\,4\,if(lt(ld(1)\,4)\,7\,if(lt(ld(1)\,5)\,9\,if(lt(ld(1)\,6)\,7\,if(lt(ld(1)\,7)\,4\,if(lt(ld(1)\,8)\,2\,if(lt(ld(1)\,9)\,4\,if(lt(ld(1)\,10)\,7\,if(lt(ld(1)\,11)\,9\,if(lt(ld(1)\,12)\,12\,if(lt(ld(1)\,13)\,9\,if(lt(ld(1)\,14)\,7\,if(lt(ld(1)\,15)\,4\,0))))))))))))))));st(3\,261.63*pow(2\,ld(2)/12));0.3*sin(2*PI*ld(3)*t)*sin(PI*mod(t\,0.5)/0.5)+0.08*sin(4*PI*ld(3)*t)*sin(PI*mod(t\,0.5)/0.5)'
ff -f lavfi -i "aevalsrc='$NOTE':s=44100:d=45" -ac 1 -c:a libmp3lame -b:a 64k "$DEMO/audio/briefing/briefing.mp3"
ff -f lavfi -i "aevalsrc='$NOTE':s=44100:d=45" -ac 1 -c:a aac -b:a 64k -movflags +faststart \
  "$DEMO/audio/briefing/briefing.m4a"

# ---------------------------------------------------------------------------------------------------------
# Documents. The texts are written below as light markup and turned into flat OpenDocument files, which
# LibreOffice converts to Office formats and PDF:   "# " a heading, "=page" a page break, "- " a bullet,
# anything else a paragraph.
# ---------------------------------------------------------------------------------------------------------
xml_escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g'; }

# to_fodt <markup file> <out.fodt>
to_fodt() {
  local body
  body=$(xml_escape <"$1" | awk '
    BEGIN { brk = 0 }
    /^=page$/ { brk = 1; next }
    /^# / { s = brk ? "HB" : "Heading"; brk = 0; printf "<text:h text:style-name=\"%s\" text:outline-level=\"1\">%s</text:h>\n", s, substr($0, 3); next }
    /^## / { printf "<text:h text:style-name=\"Sub\" text:outline-level=\"2\">%s</text:h>\n", substr($0, 4); next }
    /^- / { printf "<text:p text:style-name=\"Bullet\">• %s</text:p>\n", substr($0, 3); next }
    /^$/ { next }
    { s = brk ? "PB" : "Body"; brk = 0; printf "<text:p text:style-name=\"%s\">%s</text:p>\n", s, $0 }
  ')
  cat >"$2" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
  xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:font-face-decls>
  <style:font-face style:name="$FONT_NAME" svg:font-family="'$FONT_NAME'"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="paragraph">
   <style:text-properties style:font-name="$FONT_NAME" style:font-name-asian="$FONT_NAME" style:font-name-complex="$FONT_NAME"
     fo:font-size="11pt" style:font-size-asian="11pt" fo:language="zh" fo:country="CN"/>
  </style:default-style>
  <style:style style:name="Body" style:family="paragraph">
   <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.25cm" fo:line-height="145%" fo:text-align="justify"/>
  </style:style>
  <style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Body">
   <style:paragraph-properties fo:margin-left="0.6cm" fo:margin-bottom="0.12cm"/>
  </style:style>
  <style:style style:name="Heading" style:family="paragraph">
   <style:paragraph-properties fo:margin-top="0.2cm" fo:margin-bottom="0.35cm"/>
   <style:text-properties fo:font-size="17pt" style:font-size-asian="17pt" fo:font-weight="bold"
     style:font-weight-asian="bold" fo:color="#1e3a8a"/>
  </style:style>
  <style:style style:name="Sub" style:family="paragraph">
   <style:paragraph-properties fo:margin-top="0.25cm" fo:margin-bottom="0.2cm"/>
   <style:text-properties fo:font-size="12.5pt" style:font-size-asian="12.5pt" fo:font-weight="bold"
     style:font-weight-asian="bold" fo:color="#334155"/>
  </style:style>
 </office:styles>
 <office:automatic-styles>
  <style:style style:name="HB" style:family="paragraph" style:parent-style-name="Heading">
   <style:paragraph-properties fo:break-before="page"/>
  </style:style>
  <style:style style:name="PB" style:family="paragraph" style:parent-style-name="Body">
   <style:paragraph-properties fo:break-before="page"/>
  </style:style>
  <style:page-layout style:name="A4">
   <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2.2cm"
     fo:margin-bottom="2.2cm" fo:margin-left="2.4cm" fo:margin-right="2.4cm"/>
  </style:page-layout>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Standard" style:page-layout-name="A4"/>
 </office:master-styles>
 <office:body><office:text>
$body
 </office:text></office:body>
</office:document>
EOF
}

# convert_to <format> <input> <out dir>
convert_to() {
  soffice --headless --norestore "-env:UserInstallation=file://$WORK/lo-profile" \
    --convert-to "$1" --outdir "$3" "$2" >/dev/null 2>&1
}

cat >"$WORK/handbook.txt" <<'EOF'
# 星河科技员工手册（节选）
Xinghe Technology Employee Handbook — Excerpt, 2025 edition
欢迎加入星河科技。本手册节选自公司员工手册，介绍新同事最先需要了解的内容：我们是谁、如何开展日常工作、如何保护公司与客户的信息，以及如何通过星河学习平台持续成长。手册中的规定适用于全体正式员工、试用期员工与实习生；如与所在地法律法规不一致，以法律法规为准。
## 关于我们
星河科技成立于 2012 年，专注于为制造、物流与零售企业提供数据平台与智能运维服务。公司总部位于杭州，在上海、成都与深圳设有研发中心，员工约一千二百人。我们相信，可靠的软件来自可靠的团队：清晰的沟通、相互信任与持续学习。
## 我们的价值观
- 客户第一：先理解客户真正要解决的问题，再讨论方案。
- 坦诚沟通：遇到问题尽早说出来，对事不对人。
- 追求卓越：交付经得起检验的工作，并为结果负责。
- 持续学习：每位员工每年至少完成四十学时的培训。
## 如何使用本手册
本手册按主题分为五个部分。每一部分末尾列出了负责解释该部分的部门。若有疑问，请先咨询直属主管，或发邮件至 hr@xinghe.example。手册会在每年一月更新，最新版本以星河学习平台上发布的为准。
English summary: this excerpt covers who we are, working hours, information security, learning and development, and our code of conduct. The Chinese text is authoritative.
=page
# 一、工作时间与考勤
## 标准工时
公司实行每周五天、每天八小时的标准工时制度。核心工作时间为上午十点至下午四点，在此期间请保持在线或在办公室。在核心时间之外，员工可以在上午八点至十点之间弹性安排上班时间，并相应调整下班时间。
## 考勤与请假
- 上下班请使用企业微信打卡；外出办公请在系统中提交外勤记录。
- 事假、年假与调休需至少提前一个工作日在系统中申请，并经直属主管批准。
- 病假可在当天补办手续，连续两天以上需提供医院证明。
- 年假天数根据司龄确定：满一年五天，满五年十天，满十年十五天。
## 远程办公
经主管同意，员工每周最多可以远程办公两天。远程办公期间，请确保网络环境安全，按时参加线上会议，并在即时通讯工具中保持状态更新。涉及客户现场的工作不适用远程办公安排。
## 加班
我们鼓励高效工作，不提倡无必要的加班。确因项目需要加班的，请在系统中提交申请，公司将按规定安排调休或支付加班费。
Working hours: core hours are 10:00–16:00; leave is requested in the HR system at least one working day ahead; up to two remote days a week with your manager's approval.
负责部门：人力资源部
=page
# 二、信息安全
信息安全是每一位员工的责任。我们为客户保管的数据，和我们自己的源代码、方案与合同一样，都是公司最重要的资产。
## 账号与密码
- 公司账号仅限本人使用，不得借给他人或与他人共享。
- 密码长度不少于十二位，包含字母、数字与符号，每九十天更换一次。
- 所有对外系统必须开启双因素认证。
## 设备与网络
- 离开座位时请锁定电脑屏幕（Windows：Win+L；macOS：Control+Command+Q）。
- 不得在公司电脑上安装来源不明的软件；需要新软件请提交 IT 服务单。
- 在咖啡馆、机场等公共网络办公时，必须先连接公司 VPN。
## 数据分级
公司数据分为公开、内部、机密和绝密四级。机密及以上级别的数据不得通过个人邮箱、网盘或即时通讯工具传输，打印件用后须放入碎纸机。
## 发现问题怎么办
如果发现可疑邮件、账号异常或设备丢失，请在三十分钟内报告信息安全中心（电话 8000，邮箱 security@xinghe.example）。及时报告不会受到处罚；隐瞒不报将按制度处理。
Information security: never share your account, lock your screen, use the VPN on public networks, and report incidents within 30 minutes.
负责部门：信息安全中心
=page
# 三、学习与发展
## 星河学习平台
星河学习平台是公司统一的在线学习入口。在这里，你可以参加新员工入职培训、完成必修课程、观看直播与回放、参加考试和问卷，并查看自己的学习记录与积分排名。平台支持电脑与手机访问，界面提供中文和英文两种语言。
## 必修与选修
- 必修课程由公司或部门指定，须在截止日期前完成，完成情况计入年度考核。
- 选修课程由员工根据兴趣与岗位发展自主选择。
- 课程中的视频、音频与文档会记录学习进度，下次打开时可从上次的位置继续。
## 学时与积分
每完成一门课程即可获得相应学时与积分。每位员工每年至少需要完成四十学时，其中信息安全与合规类课程不少于八学时。积分可用于兑换培训名额与图书。
## 导师制度
每位新员工入职后都会有一位导师，导师在前三个月内每两周与新员工进行一次一对一交流，帮助新同事熟悉业务、工具与团队。
## 外部培训与认证
员工参加与岗位相关的外部培训或认证考试，经主管与人力资源部批准后，公司可报销费用。服务期约定以培训协议为准。
Learning: the Xinghe learning portal holds required and elective courses, live sessions, exams and surveys; each employee completes at least 40 study hours a year.
负责部门：人才发展中心
=page
# 四、行为准则
## 职业操守
- 尊重每一位同事、客户与合作伙伴，不得有任何形式的歧视与骚扰。
- 不得收受客户或供应商的礼金、购物卡及贵重礼品。
- 避免利益冲突；如有亲属在供应商或客户处任职，请主动申报。
## 对外沟通
未经授权，员工不得以公司名义接受媒体采访，或在社交媒体上发布公司未公开的信息。对外演讲与发表文章，请事先与市场部沟通。
## 办公环境
请保持工位整洁，离开时将文件收好。会议室使用完毕后请擦净白板、关闭屏幕与空调。办公区内禁止吸烟，请在指定区域吸烟。
## 常用联系方式
- 人力资源部：hr@xinghe.example，分机 8100
- IT 服务台：it@xinghe.example，分机 8200
- 信息安全中心：security@xinghe.example，分机 8000
- 行政与安保：admin@xinghe.example，分机 8300
Code of conduct: treat everyone with respect, refuse gifts from customers and suppliers, declare conflicts of interest, and speak for the company only when authorised.
本手册的最终解释权归星河科技人力资源部所有。
EOF

cat >"$WORK/policy.txt" <<'EOF'
# 星河科技信息安全管理制度
Xinghe Technology Information Security Policy · 文件编号 XH-SEC-001 · 第 3 版
## 第一章 总则
第一条 为保护公司及客户的信息资产，防止信息泄露、篡改与丢失，保障业务连续运行，制定本制度。
第二条 本制度适用于公司全体员工、实习生及在公司工作的外包人员，适用于公司拥有或管理的全部信息系统、设备与数据。
第三条 信息安全工作遵循“谁主管谁负责、谁使用谁负责”的原则。各部门负责人是本部门信息安全的第一责任人。
## 第二章 组织与职责
第四条 公司设立信息安全委员会，由首席技术官担任主任，负责审定信息安全策略、批准重大安全投入并协调跨部门事务。
第五条 信息安全中心负责制度的制定与落实、安全培训、风险评估、事件响应与合规检查。
第六条 每位员工应完成年度信息安全培训并通过考试，遵守本制度及相关操作规范，发现安全问题及时报告。
=page
## 第三章 账号与访问控制
第七条 账号实行实名制，一人一号，禁止共用。员工离职或转岗时，所在部门须在当天通知 IT 服务台回收或调整权限。
第八条 访问权限按“最小必要”原则授予，每季度由部门负责人复核一次。
第九条 生产环境的访问须通过堡垒机，所有操作留存日志不少于一百八十天。
## 第四章 数据保护
第十条 数据按公开、内部、机密、绝密四个级别分级管理。数据的所有者负责确定级别并在文件首页标注。
第十一条 机密及以上级别的数据须加密存储与传输；禁止通过个人邮箱、个人网盘或未经批准的即时通讯工具传输。
第十二条 客户数据仅可用于合同约定的目的。测试环境不得使用未经脱敏的客户数据。
第十三条 纸质机密文件用后须放入碎纸机；存储介质报废前须由 IT 部门进行数据擦除。
=page
## 第五章 安全事件管理
第十四条 员工发现以下情况，应在三十分钟内报告信息安全中心：可疑的钓鱼邮件或链接；账号被异常登录；设备丢失或被盗；数据疑似泄露。
第十五条 信息安全中心接到报告后，应立即评估影响，必要时启动应急预案，并在事件处置完毕后五个工作日内提交事件报告。
## 第六章 监督与奖惩
第十六条 信息安全中心每半年组织一次合规检查，检查结果向信息安全委员会报告。
第十七条 对及时发现并报告重大安全隐患的员工，公司给予表彰和奖励。
第十八条 违反本制度造成损失的，公司将视情节轻重给予批评教育、通报或纪律处分；构成违法的，依法追究责任。
## 第七章 附则
第十九条 本制度由信息安全中心负责解释，自发布之日起施行。
This policy applies to every employee, intern and contractor. Report any incident to the Information Security Centre within 30 minutes: security@xinghe.example.
EOF

cat >"$WORK/checklist.txt" <<'EOF'
# 新员工第一周清单 · First-week checklist
请在入职第一周内逐项完成，并在星河学习平台上标记为已完成。
## 第一天 · Day 1
- 领取工牌、电脑与办公用品，设置公司账号密码并开启双因素认证。
- 阅读《星河科技员工手册（节选）》，签署保密协议。
- 与导师见面，加入部门群组。
## 第二至三天 · Days 2–3
- 完成必修课“新员工入职培训”与“信息安全必修课”。
- 参观办公区，了解安全出口、灭火器与急救箱的位置。
- 在 IT 服务台登记需要的软件与权限。
## 第四至五天 · Days 4–5
- 与主管确认试用期目标，写下三个月内的学习计划。
- 参加一次部门例会，并向团队做简短的自我介绍。
- 填写入职体验问卷，帮助我们改进新员工培训。
Questions? Ask your mentor or write to hr@xinghe.example.
EOF

cat >"$WORK/legacy.txt" <<'EOF'
# 差旅费用报销办法（2009 年版，已停止使用）
Travel Expense Rules, 2009 edition — kept for reference only
说明：本文件为旧版制度，仅供查阅历史记录。现行规定请以星河学习平台发布的最新版本为准。
## 一、适用范围
本办法适用于公司员工因公出差发生的交通、住宿与伙食费用。
## 二、交通费
- 城市间交通原则上乘坐火车二等座或飞机经济舱。
- 市内交通凭票据实报实销，每日不超过一百元。
## 三、住宿费
- 一线城市每晚不超过四百元，其他城市每晚不超过三百元。
## 四、报销流程
出差结束后十个工作日内填写报销单，附原始票据，经部门负责人签字后交财务部审核。
EOF

echo 'documents: handbook, policy, checklist, legacy'
mkdir -p "$DEMO/doc/handbook" "$DEMO/doc/policy" "$DEMO/doc/legacy" "$DEMO/courseware"
for name in handbook policy checklist legacy; do to_fodt "$WORK/$name.txt" "$WORK/$name.fodt"; done
convert_to pdf "$WORK/handbook.fodt" "$DEMO/doc/handbook"
convert_to 'docx:MS Word 2007 XML' "$WORK/policy.fodt" "$DEMO/doc/policy"
convert_to pdf "$DEMO/doc/policy/policy.docx" "$DEMO/doc/policy"
convert_to pdf "$WORK/checklist.fodt" "$DEMO/courseware"
convert_to 'doc:MS Word 97' "$WORK/legacy.fodt" "$DEMO/doc/legacy"

# Spreadsheets: flat OpenDocument with formulas, so the totals are computed by the spreadsheet itself.
# cell <value>: a number when it looks like one, a formula when it starts with '=', else text.
cell() {
  local v="$1" style="${2:-}"
  local s=''
  [ -n "$style" ] && s=" table:style-name=\"$style\""
  if [[ "$v" =~ ^-?[0-9]+(\.[0-9]+)?$ ]]; then
    printf '<table:table-cell%s office:value-type="float" office:value="%s"><text:p>%s</text:p></table:table-cell>' "$s" "$v" "$v"
  elif [[ "$v" == =* ]]; then
    printf '<table:table-cell%s table:formula="of:%s" office:value-type="float"/>' "$s" "${v#=}"
  elif [ -z "$v" ]; then
    printf '<table:table-cell%s/>' "$s"
  else
    printf '<table:table-cell%s office:value-type="string"><text:p>%s</text:p></table:table-cell>' "$s" "$(printf '%s' "$v" | xml_escape)"
  fi
}

# to_fods <out.fods> <sheet name> <column widths (cm, space separated)> <rows file: cells separated by '|'>
to_fods() {
  local out="$1" sheet="$2" widths="$3" rows="$4" cols='' body='' first=1 i=0
  for w in $widths; do
    i=$((i + 1))
    cols+="<style:style style:name=\"co$i\" style:family=\"table-column\"><style:table-column-properties style:column-width=\"${w}cm\"/></style:style>"
    body+="<table:table-column table:style-name=\"co$i\"/>"
  done
  local head_cols="$cols"
  while IFS= read -r line; do
    body+='<table:table-row>'
    IFS='|' read -r -a cells <<<"$line"
    for c in "${cells[@]}"; do
      if [ "$first" = 1 ]; then body+=$(cell "$c" Head); else body+=$(cell "$c" Cell); fi
    done
    body+='</table:table-row>'
    first=0
  done <"$rows"
  cat >"$out" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
  xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
  xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
  xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:font-face-decls>
  <style:font-face style:name="$FONT_NAME" svg:font-family="'$FONT_NAME'"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="table-cell">
   <style:text-properties style:font-name="$FONT_NAME" style:font-name-asian="$FONT_NAME" fo:font-size="11pt" style:font-size-asian="11pt"/>
  </style:default-style>
 </office:styles>
 <office:automatic-styles>
  $head_cols
  <style:style style:name="Head" style:family="table-cell">
   <style:table-cell-properties fo:background-color="#1e3a8a" fo:padding="0.08cm" fo:border="0.5pt solid #94a3b8"/>
   <style:text-properties fo:color="#ffffff" fo:font-weight="bold" style:font-weight-asian="bold"/>
  </style:style>
  <style:style style:name="Cell" style:family="table-cell">
   <style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #94a3b8"/>
  </style:style>
  <style:page-layout style:name="pm1">
   <style:page-layout-properties fo:page-width="29.7cm" fo:page-height="21cm" style:print-orientation="landscape"
     fo:margin="1.5cm"/>
  </style:page-layout>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Default" style:page-layout-name="pm1"/>
 </office:master-styles>
 <office:body><office:spreadsheet>
  <table:table table:name="$sheet">$body</table:table>
 </office:spreadsheet></office:body>
</office:document>
EOF
}

cat >"$WORK/budget.rows" <<'EOF'
部门 Department|项目 Item|第一季度 Q1|第二季度 Q2|第三季度 Q3|第四季度 Q4|合计 Total
研发中心 R&D|技术认证与外部课程|42000|38000|45000|30000|=SUM([.C2:.F2])
销售部 Sales|客户沟通与谈判训练|18000|22000|16000|20000|=SUM([.C3:.F3])
人力资源部 HR|新员工入职培训|12000|15000|21000|9000|=SUM([.C4:.F4])
信息安全中心 Security|安全意识与演练|8000|6000|8000|12000|=SUM([.C5:.F5])
全公司 Company|星河学习平台运营|25000|25000|25000|25000|=SUM([.C6:.F6])
合计 Total||=SUM([.C2:.C6])|=SUM([.D2:.D6])|=SUM([.E2:.E6])|=SUM([.F2:.F6])|=SUM([.G2:.G6])
EOF
cat >"$WORK/template.rows" <<'EOF'
姓名 Name|工号 Employee No.|部门 Department|课程 Course|完成日期 Completed on|成绩 Score|备注 Notes
张晓明|XH-0001|研发中心|新员工入职培训|2025-03-05|92|示例行，可删除 Sample row
||||||
||||||
||||||
||||||
||||||
EOF

echo 'spreadsheets: budget, template'
mkdir -p "$DEMO/doc/budget"
to_fods "$WORK/budget.fods" '2025 培训预算' '4.6 4.8 2.8 2.8 2.8 2.8 2.8' "$WORK/budget.rows"
to_fods "$WORK/template.fods" '培训记录 Records' '3 3.2 3.2 4.4 3.4 2.2 4.6' "$WORK/template.rows"
convert_to 'xlsx:Calc MS Excel 2007 XML' "$WORK/budget.fods" "$DEMO/doc/budget"
convert_to pdf "$DEMO/doc/budget/budget.xlsx" "$DEMO/doc/budget"
convert_to 'xlsx:Calc MS Excel 2007 XML' "$WORK/template.fods" "$DEMO/courseware"

# The deck: four slides as a flat OpenDocument presentation.
slide() {
  # slide <title> <line>... : a title and bullet lines
  local title="$1"
  shift
  printf '<draw:page draw:name="s%s" draw:style-name="dp1" draw:master-page-name="Default">' "$RANDOM"
  printf '<draw:frame draw:style-name="gr1" svg:x="1.6cm" svg:y="1.2cm" svg:width="24.8cm" svg:height="2.6cm"><draw:text-box><text:p text:style-name="T">%s</text:p></draw:text-box></draw:frame>' "$(printf '%s' "$title" | xml_escape)"
  printf '<draw:frame draw:style-name="gr1" svg:x="1.6cm" svg:y="4.4cm" svg:width="24.8cm" svg:height="10cm"><draw:text-box>'
  for line in "$@"; do printf '<text:p text:style-name="L">%s</text:p>' "$(printf '%s' "$line" | xml_escape)"; done
  printf '</draw:text-box></draw:frame></draw:page>'
}
{
  cat <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
  xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"
  xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
  xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
 <office:font-face-decls>
  <style:font-face style:name="$FONT_NAME" svg:font-family="'$FONT_NAME'"/>
 </office:font-face-decls>
 <office:automatic-styles>
  <style:page-layout style:name="PM1">
   <style:page-layout-properties fo:margin="0cm" fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/>
  </style:page-layout>
  <style:style style:name="dp1" style:family="drawing-page">
   <style:drawing-page-properties draw:fill="solid" draw:fill-color="#0f2a5c"/>
  </style:style>
  <style:style style:name="gr1" style:family="graphic">
   <style:graphic-properties draw:stroke="none" draw:fill="none" draw:textarea-vertical-align="top"/>
  </style:style>
  <style:style style:name="T" style:family="paragraph">
   <style:text-properties style:font-name="$FONT_NAME" style:font-name-asian="$FONT_NAME" fo:font-size="30pt"
     style:font-size-asian="30pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="#ffffff"/>
  </style:style>
  <style:style style:name="L" style:family="paragraph">
   <style:paragraph-properties fo:margin-bottom="0.35cm"/>
   <style:text-properties style:font-name="$FONT_NAME" style:font-name-asian="$FONT_NAME" fo:font-size="19pt"
     style:font-size-asian="19pt" fo:color="#dbeafe"/>
  </style:style>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="dp1"/>
 </office:master-styles>
 <office:body><office:presentation>
EOF
  slide '星河学习平台 · Xinghe Learning' '面向全体员工的一站式在线学习平台' 'One place to learn: courses, live sessions, exams and surveys' '2025 年度介绍 · Annual overview'
  slide '学什么 · What to learn' '• 必修课：入职培训、信息安全、合规' '• 选修课：技术、管理、沟通与表达' '• 直播与回放：每月一次的季度学习简报' '• Required and elective courses, live sessions and replays'
  slide '怎么学 · How to learn' '• 电脑与手机均可访问，中文 / English 双语界面' '• 视频、音频与文档记录进度，下次从上次的位置继续' '• 完成课程获得学时与积分，可查看部门排名' '• Progress is saved; pick up where you left off'
  slide '2025 目标 · Goals for 2025' '• 每位员工全年不少于 40 学时' '• 信息安全类课程覆盖率 100%' '• 新员工第一周完成入职培训' '• At least 40 study hours per employee per year'
  printf '\n </office:presentation></office:body>\n</office:document>\n'
} >"$WORK/deck.fodp"

echo 'presentation: deck'
mkdir -p "$DEMO/doc/deck"
convert_to 'pptx:Impress MS PowerPoint 2007 XML' "$WORK/deck.fodp" "$DEMO/doc/deck"
convert_to pdf "$DEMO/doc/deck/deck.pptx" "$DEMO/doc/deck"

echo 'text: notes'
mkdir -p "$DEMO/doc/notes"
cat >"$DEMO/doc/notes/notes.txt" <<'EOF'
星河科技 · 学习笔记 / Study notes
====================================

课程：新员工入职培训（Onboarding）
日期：第一周

一、公司概况 Company
- 星河科技成立于 2012 年，总部在杭州，研发中心在上海、成都与深圳。
- 主要业务：面向制造、物流与零售企业的数据平台与智能运维服务。
- Values: customer first, speak up early, own the result, keep learning.

二、考勤要点 Attendance
- 核心工作时间 10:00–16:00，弹性上班 8:00–10:00。
- 请假至少提前一个工作日在系统中申请。
- 经主管同意，每周最多远程办公两天。

三、信息安全 Information security
1. 账号只给自己用，密码至少 12 位，90 天更换一次。
2. 离开座位要锁屏：Windows 按 Win+L，macOS 按 Control+Command+Q。
3. 在公共网络办公必须先连 VPN。
4. 发现可疑邮件或设备丢失，30 分钟内报告：分机 8000。
   Report within 30 minutes — no blame for reporting early.

四、学习平台 Learning portal
- 必修课有截止日期，计入年度考核；选修课自己挑。
- 视频和文档会记住进度，下次从上次的位置继续。
- 每年至少 40 学时，其中安全与合规不少于 8 学时。
- 直播：每月一次季度学习简报，错过了可以看回放。

五、待办 To do
[x] 领取工牌和电脑
[x] 开启双因素认证
[ ] 完成“信息安全必修课”并通过考试
[ ] 和导师约第一次一对一
[ ] 填写入职体验问卷

备注：遇到问题先问导师，或发邮件到 hr@xinghe.example。
Note to self: the handbook excerpt is on the portal under 文档 / Documents.
EOF

# ---------------------------------------------------------------------------------------------------------
# Pictures: SVG drawn here and rasterised by ffmpeg's librsvg decoder.
# ---------------------------------------------------------------------------------------------------------
svg_to_jpg() { ff -i "$1" -q:v "${3:-4}" -pix_fmt yuvj420p "$2"; }

gallery_svg() {
  # gallery_svg <background> <accent> <symbol svg> <title zh> <title en> <caption>
  cat <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
 <defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$1"/><stop offset="1" stop-color="$2"/></linearGradient>
  <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2" fill="#ffffff" opacity="0.12"/></pattern>
 </defs>
 <rect width="1280" height="800" fill="url(#bg)"/>
 <rect width="1280" height="800" fill="url(#dots)"/>
 <g transform="translate(640 330)">$3</g>
 <text x="640" y="640" font-family="$FONT_NAME" font-size="64" fill="#ffffff" text-anchor="middle">$4</text>
 <text x="640" y="705" font-family="$FONT_NAME" font-size="34" fill="#ffffff" opacity="0.9" text-anchor="middle">$5</text>
 <text x="40" y="770" font-family="$FONT_NAME" font-size="22" fill="#ffffff" opacity="0.75">$6</text>
</svg>
EOF
}

echo 'pictures: gallery'
mkdir -p "$DEMO/image/gallery"
gallery_svg '#0b7a3b' '#064e25' '<rect x="-230" y="-170" width="460" height="340" rx="24" fill="#ffffff"/><rect x="-60" y="-130" width="150" height="260" fill="#0b7a3b"/><circle cx="-130" cy="-90" r="30" fill="#0b7a3b"/><path d="M-160 -40 L-100 -40 L-80 40 L-130 130 M-110 10 L-190 40" stroke="#0b7a3b" stroke-width="28" fill="none" stroke-linecap="round"/>' \
  '安全出口' 'Emergency Exit' '星河科技 · 安全标识 1/5' >"$WORK/g1.svg"
gallery_svg '#1d4ed8' '#1e3a8a' '<circle r="190" fill="#ffffff"/><circle r="160" fill="#1d4ed8"/><path d="M-110 40 A110 110 0 0 1 110 40 Z" fill="#ffffff"/><rect x="-130" y="40" width="260" height="28" rx="10" fill="#ffffff"/>' \
  '必须戴安全帽' 'Hard Hat Required' '星河科技 · 安全标识 2/5' >"$WORK/g2.svg"
gallery_svg '#f8fafc' '#cbd5e1' '<circle r="190" fill="#ffffff" stroke="#dc2626" stroke-width="36"/><rect x="-120" y="-18" width="200" height="36" fill="#334155"/><rect x="84" y="-18" width="36" height="36" fill="#f97316"/><path d="M-134 -134 L134 134" stroke="#dc2626" stroke-width="36"/>' \
  '<tspan fill="#b91c1c">禁止吸烟</tspan>' '<tspan fill="#334155">No Smoking</tspan>' '<tspan fill="#334155">星河科技 · 安全标识 3/5</tspan>' >"$WORK/g3.svg"
gallery_svg '#334155' '#0f172a' '<rect x="-420" y="-200" width="840" height="400" fill="#f1f5f9" stroke="#94a3b8" stroke-width="6"/><rect x="-420" y="-200" width="260" height="180" fill="#bfdbfe" stroke="#64748b" stroke-width="4"/><rect x="-160" y="-200" width="300" height="180" fill="#bbf7d0" stroke="#64748b" stroke-width="4"/><rect x="140" y="-200" width="280" height="400" fill="#fde68a" stroke="#64748b" stroke-width="4"/><rect x="-420" y="60" width="300" height="140" fill="#fecaca" stroke="#64748b" stroke-width="4"/><text x="-290" y="-100" font-family="'"$FONT_NAME"'" font-size="30" text-anchor="middle" fill="#1e293b">会议室 A</text><text x="-10" y="-100" font-family="'"$FONT_NAME"'" font-size="30" text-anchor="middle" fill="#1e293b">培训教室</text><text x="280" y="10" font-family="'"$FONT_NAME"'" font-size="30" text-anchor="middle" fill="#1e293b">开放办公区</text><text x="-270" y="140" font-family="'"$FONT_NAME"'" font-size="30" text-anchor="middle" fill="#1e293b">茶水间</text><text x="0" y="140" font-family="'"$FONT_NAME"'" font-size="30" text-anchor="middle" fill="#16a34a">↓ 安全出口</text>' \
  '办公区平面图（三层）' 'Office Map · 3rd Floor' '星河科技 · 杭州总部' >"$WORK/g4.svg"
gallery_svg '#b91c1c' '#7f1d1d' '<rect x="-70" y="-150" width="140" height="300" rx="50" fill="#ffffff"/><rect x="-40" y="-200" width="80" height="60" rx="10" fill="#ffffff"/><path d="M40 -180 L140 -220" stroke="#ffffff" stroke-width="22" stroke-linecap="round"/><rect x="-50" y="-60" width="100" height="70" fill="#b91c1c"/>' \
  '灭火器位置' 'Fire Extinguisher' '星河科技 · 安全标识 5/5' >"$WORK/g5.svg"
for i in 1 2 3 4 5; do svg_to_jpg "$WORK/g$i.svg" "$DEMO/image/gallery/0$i.jpg" 3; done

# Course covers: abstract art, one palette and shape family each, no text.
echo 'pictures: covers, lecturers'
PALETTES=('#1d4ed8 #60a5fa #f59e0b' '#0f766e #5eead4 #f97316' '#7c3aed #c4b5fd #22d3ee' '#b91c1c #fca5a5 #fde047'
  '#15803d #86efac #1e3a8a' '#c2410c #fdba74 #0ea5e9' '#0e7490 #67e8f9 #e11d48' '#4338ca #a5b4fc #facc15'
  '#be185d #f9a8d4 #14b8a6' '#334155 #94a3b8 #f43f5e' '#a16207 #fde68a #2563eb' '#047857 #6ee7b7 #9333ea'
  '#1e40af #93c5fd #f472b6' '#9f1239 #fda4af #0d9488')
for i in $(seq 1 14); do
  read -r c1 c2 c3 <<<"${PALETTES[$((i - 1))]}"
  shapes=''
  case $((i % 4)) in
    0) for k in 0 1 2 3 4 5; do shapes+="<circle cx=\"$((60 + k * 80))\" cy=\"$((60 + (k * 47 + i * 13) % 160))\" r=\"$((30 + (k * 17 + i * 7) % 60))\" fill=\"$c3\" opacity=\"0.$((4 + k % 4))\"/>"; done ;;
    1) for k in 0 1 2 3 4; do shapes+="<rect x=\"$((k * 100 - 20))\" y=\"$((40 + (k * 37 + i * 11) % 120))\" width=\"$((90 + k * 10))\" height=\"$((60 + (k * 29) % 90))\" rx=\"12\" fill=\"$c3\" opacity=\"0.$((3 + k % 5))\" transform=\"rotate($((k * 9 - 18 + i)) 240 135)\"/>"; done ;;
    2) for k in 0 1 2 3 4 5 6; do shapes+="<path d=\"M0 $((k * 45 + 10)) Q 120 $((k * 45 - 60 + i * 3)) 240 $((k * 45 + 10)) T 480 $((k * 45 + 10))\" stroke=\"$c3\" stroke-width=\"$((6 + k * 2))\" fill=\"none\" opacity=\"0.$((3 + k % 6))\"/>"; done ;;
    3) for k in 0 1 2 3 4; do shapes+="<polygon points=\"$((40 + k * 95)),230 $((90 + k * 95)),$((60 + (k * 41 + i * 5) % 100)) $((140 + k * 95)),230\" fill=\"$c3\" opacity=\"0.$((4 + k % 5))\"/>"; done ;;
  esac
  cat >"$WORK/cover-$i.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
 <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$c1"/><stop offset="1" stop-color="$c2"/></linearGradient></defs>
 <rect width="480" height="270" fill="url(#g)"/>
 <circle cx="$((380 - i * 9))" cy="$((40 + i * 6))" r="$((90 + i * 4))" fill="#ffffff" opacity="0.12"/>
 $shapes
</svg>
EOF
  svg_to_jpg "$WORK/cover-$i.svg" "$ASSETS/covers/course-$(printf '%02d' "$i").jpg" 4
done

# Lecturer avatars: a head and shoulders on a coloured disc, each lecturer a colour of their own.
AVATARS=('#2563eb #fde68a #1e293b' '#0d9488 #fed7aa #292524' '#9333ea #fde68a #451a03' '#e11d48 #fcd34d #1c1917'
  '#ea580c #fef3c7 #0f172a' '#0891b2 #fed7aa #3f3f46')
for i in $(seq 1 6); do
  read -r bg skin hair <<<"${AVATARS[$((i - 1))]}"
  cat >"$ASSETS/lecturers/lecturer-$i.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">
 <circle cx="80" cy="80" r="80" fill="$bg"/>
 <path d="M28 152 C32 116 56 104 80 104 C104 104 128 116 132 152 A80 80 0 0 1 28 152 Z" fill="#ffffff" opacity="0.92"/>
 <rect x="70" y="86" width="20" height="22" rx="6" fill="$skin"/>
 <circle cx="80" cy="66" r="28" fill="$skin"/>
 <path d="M52 64 C52 40 66 32 80 32 C98 32 110 44 108 $((60 + i % 3 * 4)) C100 $((50 + i % 2 * 4)) 84 46 60 52 C56 56 54 60 52 64 Z" fill="$hair"/>
</svg>
EOF
done

# ---------------------------------------------------------------------------------------------------------
# The archive: templates in a folder and a readme. Fixed times so the archive is the same on every run.
# ---------------------------------------------------------------------------------------------------------
echo 'archive: toolkit'
mkdir -p "$WORK/toolkit/templates" "$DEMO/archive/toolkit"
cat >"$WORK/toolkit/README.txt" <<'EOF'
星河科技 · 培训工具包 / Training toolkit
本工具包供各部门培训负责人使用。This toolkit is for the training coordinators of every department.
- templates/attendance.csv  签到表 Attendance sheet
- templates/feedback.md     课后反馈模板 Feedback form
- templates/plan.txt        季度培训计划模板 Quarterly plan
EOF
printf '%s\n' '姓名,工号,部门,签到时间,签名' '张晓明,XH-0001,研发中心,09:02,' ',,,,' >"$WORK/toolkit/templates/attendance.csv"
cat >"$WORK/toolkit/templates/feedback.md" <<'EOF'
# 课后反馈 · Course feedback

- 课程名称 Course:
- 讲师 Lecturer:
- 总体评分（1–5）Overall (1–5):
- 最有帮助的内容 Most useful part:
- 建议 Suggestions:
EOF
cat >"$WORK/toolkit/templates/plan.txt" <<'EOF'
季度培训计划 Quarterly training plan
部门 Department:
季度 Quarter:
目标 Goals:
1.
2.
课程安排 Sessions (date, topic, lecturer, hours):
EOF
find "$WORK/toolkit" -exec touch -t 202501020900 {} +
(cd "$WORK/toolkit" && zip -q -X -r "$DEMO/archive/toolkit/toolkit.zip" README.txt templates)

# ---------------------------------------------------------------------------------------------------------
# The manifest.
# ---------------------------------------------------------------------------------------------------------
echo 'manifest'
DEMO="$DEMO" node --input-type=module <<'EOF'
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const demo = process.env.DEMO;
const root = join(demo, '..');
const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8' });
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
const probe = (file) =>
  JSON.parse(run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]));
const pages = (pdf) => Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [pdf]))[1]);

const manifest = {};
for (const file of walk(demo).sort()) {
  const key = relative(root, file).split('\\').join('/');
  if (key.endsWith('.ts') || key.endsWith('manifest.json')) continue;
  const entry = { size: statSync(file).size };
  const ext = key.slice(key.lastIndexOf('.') + 1);
  if (['mp4', 'mp3', 'm4a'].includes(ext)) {
    const info = probe(file);
    entry.duration = Math.round(Number(info.format.duration));
    const video = info.streams.find((s) => s.codec_type === 'video');
    if (video) Object.assign(entry, { width: video.width, height: video.height });
  } else if (ext === 'm3u8') {
    const text = readFileSync(file, 'utf8');
    const seconds = [...text.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    entry.duration = Math.round(seconds);
    const first = /^(seg\d+\.ts)$/m.exec(text);
    const video = first && probe(join(file, '..', first[1])).streams.find((s) => s.codec_type === 'video');
    if (video) Object.assign(entry, { width: video.width, height: video.height });
  } else if (ext === 'pdf') {
    entry.pageCount = pages(file);
  } else if (['docx', 'xlsx', 'pptx'].includes(ext) && existsSync(file.replace(/\.\w+$/, '.pdf'))) {
    // An office file with a PDF rendition has the rendition's pages.
    entry.pageCount = pages(file.replace(/\.\w+$/, '.pdf'));
  } else if (ext === 'txt') {
    entry.pageCount = 1;
  } else if (ext === 'jpg') {
    const video = probe(file).streams[0];
    Object.assign(entry, { pageCount: 1, width: video.width, height: video.height });
  } else if (ext === 'zip') {
    // zipinfo -l: permissions, version, os, size, type, compressed size, method, date, time, name.
    entry.entries = run('zipinfo', ['-l', file])
      .split('\n')
      .filter((line) => /^[d-][rwx-]{9}/.test(line))
      .map((line) => {
        const cols = line.trim().split(/\s+/);
        const name = cols.slice(9).join(' ');
        const directory = name.endsWith('/');
        return { name: directory ? name.slice(0, -1) : name, size: directory ? 0 : Number(cols[3]), directory };
      });
  }
  manifest[key] = entry;
}
writeFileSync(join(demo, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
EOF

du -sh "$DEMO" "$ASSETS/covers" "$ASSETS/lecturers"
