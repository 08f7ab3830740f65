// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/report/battlereport.h"

#include "app/gui/document/attritionhistory.h"
#include "app/gui/document/books.h"
#include "app/gui/document/logmodel.h"
#include "app/gui/report/attritionchart.h"
#include "app/gui/report/battlesummary.h"
#include "app/gui/report/tablepicture.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/gamestore.h"
#include "core/textlimits.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"
#include "rulesets/unitcohesion.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QValueAxis>

namespace adjutant::app {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("BattleReport", text);
}

// Every text of the battle the report shows goes through here or core::TextLimits::shownName(): a
// text over its limit, which an older Adjutant's file may hold, is shown shortened
// (docs/formats.md, Limits).
QString shortened(const QString &text)
{
    return core::TextLimits::shortened(text, core::TextLimits::maxText);
}

QString escaped(const QString &text)
{
    return shortened(text).toHtmlEscaped();
}

// A battle read from a club server's hot standby (docs/club.md, Failover): when it was read and
// how far behind its primary the standby was, since the last moves may not have reached it yet.
// Nothing for a battle read from where it is written, or when the server cannot say.
QString standbyNote(core::GameStore &store)
{
    std::optional<std::pair<bool, double>> replay;
    try {
        replay = store.standbyReplay();
    } catch (const core::Error &) {
        return {};
    }
    if (!replay)
        return {};
    const QLocale locale;
    const QString read = locale.toString(QDateTime::currentDateTime(), QLocale::ShortFormat);
    const auto [caughtUp, lag] = *replay;
    if (caughtUp)
        return tr("Read at %1 from a standby of the club server, caught up with its primary").arg(read);
    return lag >= 0 ? tr("Read at %1 from a standby of the club server %2 s behind its primary: its last moves "
                         "may be missing")
                          .arg(read, locale.toString(lag, 'f', 1))
                    : tr("Read at %1 from a standby of the club server still replaying what its primary sent: "
                         "its last moves may be missing")
                          .arg(read);
}

QString capitalised(const QString &words)
{
    return words.isEmpty() ? words : words.front().toUpper() + words.mid(1);
}

// A flag as the players read it: "routedOffTable" -> "routed off table".
QString flagWords(const QString &flag)
{
    QString words = flag;
    words.replace(QRegularExpression(QStringLiteral("([a-z])([A-Z])")), QStringLiteral("\\1 \\2"));
    return words.toLower();
}


// A change that sets the battle up: the battle made or imported, its sides, units, commanders,
// terrain and table edited, a base added. Moves, results, losses, states and turns are play.
bool setsUp(const core::Change &change)
{
    const QString &type = change.type;
    if (type == QLatin1String("battle.created") || type == QLatin1String("battle.imported") ||
        type == QLatin1String("base.added") || type.startsWith(QLatin1String("table.")))
        return true;
    const QString noun = type.section(QLatin1Char('.'), 0, 0);
    const QString verb = type.section(QLatin1Char('.'), 1);
    return (noun == QLatin1String("side") || noun == QLatin1String("unit") ||
            noun == QLatin1String("commander") || noun == QLatin1String("terrain")) &&
           (verb == QLatin1String("added") || verb == QLatin1String("changed") ||
            verb == QLatin1String("removed"));
}

// "Field of Glory Renaissance" rules keep their unit's word for a heading: "Battle Groups".
QString titleWords(const QString &words)
{
    QStringList parts = words.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (QString &part : parts)
        part[0] = part[0].toUpper();
    return parts.join(QLatin1Char(' '));
}

QString tableText(const core::TableModel &table)
{
    if (table.unit.isHex())
        return tr("a hex map of %1 × %2 hexes").arg(table.hexColumns).arg(table.hexRows);
    return tr("%1 × %2 %3")
        .arg(table.unit.toUnits(table.width), 0, 'g', 6)
        .arg(table.unit.toUnits(table.depth), 0, 'g', 6)
        .arg(table.unit.label());
}

// Black on white whatever the screen's palette: the chart is for paper.
QImage chartPicture(const QList<TurnChartLine> &lines, int lastTurn, const TurnChartWords &words,
                    const QString &title)
{
    auto *chart = new QChart;
    QChartView view(chart);
    fillTurnChart(chart, lines, lastTurn, words, true);
    chart->setTitle(title);
    QFont font = view.font();
    font.setPointSizeF(10);
    QFont bold = font;
    bold.setBold(true);
    chart->setTitleFont(bold);
    chart->setTitleBrush(Qt::black);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(Qt::black);
    chart->legend()->setFont(font);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(Qt::black);
        axis->setTitleBrush(Qt::black);
        axis->setLinePenColor(Qt::black);
        axis->setGridLineColor(QColor(0xc8, 0xc8, 0xc8));
        axis->setLabelsFont(font);
        axis->setTitleFont(font);
    }
    view.setRenderHint(QPainter::Antialiasing);
    view.setFrameShape(QFrame::NoFrame);
    const QSize size(900, 460);
    view.resize(size);
    constexpr double ratio = 2; // sharp on paper
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    static_cast<QWidget &>(view).render(&image); // the widget, with its chart laid out
    return image;
}

} // namespace

core::Battle BattleReport::setUp(const core::BattleSession &session, qint64 *firstPlayed)
{
    core::Battle battle;
    if (firstPlayed)
        *firstPlayed = 0;
    for (const core::Event &event : session.events()) {
        const core::ChangeList changes = event.applied();
        const bool setUp = std::all_of(changes.begin(), changes.end(), setsUp);
        if (!setUp && !battle.sides.isEmpty()) {
            if (firstPlayed)
                *firstPlayed = event.seq;
            break;
        }
        for (const core::Change &change : changes)
            core::Changes::apply(battle, change);
    }
    return battle;
}

BattleReport::BattleReport(const core::BattleSession &session, const ReportProgress &progress)
{
    const core::Battle &battle = session.battle();
    mTitle = battle.name.isEmpty() ? tr("Battle report") : core::TextLimits::shortened(battle.name);
    addTitle(session);
    addSides(battle);
    addOrdersOfBattle(battle);
    addChart(session);
    addTable(session);
    addLog(session, progressPart(progress, 0, 1));
}

void BattleReport::add(ReportBlock::Kind kind, const QString &html, bool keepWithNext)
{
    ReportBlock block;
    block.kind = kind;
    block.html = html;
    block.keepWithNext = keepWithNext || kind == ReportBlock::Kind::Heading;
    mBlocks << block;
}

void BattleReport::addTitle(const core::BattleSession &session)
{
    const core::Battle &battle = session.battle();
    const QList<core::Event> &events = session.events();
    const QLocale locale;
    QString played;
    if (!events.isEmpty()) {
        const QDateTime first = events.first().time.toLocalTime();
        const QDateTime last = events.last().time.toLocalTime();
        played = first.date() == last.date()
                     ? tr("%1, %2 to %3")
                           .arg(locale.toString(first.date(), QLocale::LongFormat),
                                first.time().toString(QStringLiteral("HH:mm")),
                                last.time().toString(QStringLiteral("HH:mm")))
                     : tr("%1 to %2")
                           .arg(locale.toString(first.date(), QLocale::LongFormat),
                                locale.toString(last.date(), QLocale::LongFormat));
    }
    QString html = QStringLiteral("<h1>%1</h1><p>").arg(escaped(mTitle));
    html += tr("Rule set: <b>%1</b>").arg(escaped(BattleSummary::rulesetName(battle.ruleset)));
    if (!played.isEmpty())
        html += QStringLiteral("<br>") + tr("Played: %1").arg(escaped(played));
    html += QStringLiteral("<br>") + tr("Table: %1").arg(escaped(tableText(battle.table)));
    html += QStringLiteral("<br>") +
            tr("At the end: turn %1%2; %3 entries in the log")
                .arg(battle.turn)
                .arg(battle.phase.isEmpty() ? QString() : QStringLiteral(", ") + escaped(battle.phase))
                .arg(events.size());
    if (const QString standby = standbyNote(session.store()); !standby.isEmpty())
        html += QStringLiteral("<br>") + escaped(standby);
    html += QStringLiteral("</p>");
    add(ReportBlock::Kind::Text, html);
}

void BattleReport::addSides(const core::Battle &battle)
{
    const rulesets::Books *rulesetBooks = books::booksOf(battle);
    const rulesets::BooksTerms terms = rulesetBooks ? rulesetBooks->terms() : rulesets::BooksTerms();
    const QString strength = terms.strengthOne.isEmpty() ? tr("bases") : terms.strength.toLower();
    add(ReportBlock::Kind::Heading, tr("<h2>Sides and result</h2>"));
    QString table = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\"><thead><tr>");
    table += QStringLiteral("<th bgcolor=\"#e6e6e6\" align=\"left\">%1</th><th bgcolor=\"#e6e6e6\" align=\"left\">%2</th>"
                            "<th bgcolor=\"#e6e6e6\" align=\"left\">%3</th><th bgcolor=\"#e6e6e6\" align=\"left\">%4</th>")
                 .arg(tr("Side"), tr("Army"), escaped(titleWords(terms.units)),
                      escaped(capitalised(strength)) + tr(" left"));
    table += QStringLiteral("</tr></thead>");
    for (const core::Side &side : battle.sides) {
        int units = 0, now = 0, original = 0;
        for (const core::Unit &unit : battle.units) {
            if (unit.side != side.id)
                continue;
            ++units;
            now += unit.currentStrength;
            original += unit.originalStrength;
        }
        table +=
            QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td><td>%4</td></tr>")
                .arg(escaped(core::TextLimits::shownName(side.name, side.id)), escaped(side.army))
                .arg(units)
                .arg(tr("%1 of %2").arg(now).arg(original));
    }
    table += QStringLiteral("</table>");
    add(ReportBlock::Kind::Table, table);

    if (!rulesetBooks) {
        add(ReportBlock::Kind::Text, tr("<p>No result: this build does not know the battle's rule set.</p>"));
        return;
    }
    const rulesets::Verdict verdict = rulesetBooks->verdict(battle, false);
    QString html;
    if (verdict.text.isEmpty()) {
        html = tr("<p><b>Result:</b> none reckoned (%1)</p>").arg(escaped(verdict.error));
    } else {
        html = tr("<p><b>Result:</b> %1").arg(escaped(verdict.text));
        if (!verdict.level.isEmpty() && !verdict.text.contains(verdict.level))
            html += tr(" (%1)").arg(escaped(verdict.level));
        html += QStringLiteral("</p>");
        if (!verdict.sides.isEmpty()) {
            html += QStringLiteral("<p>");
            for (const QString &side : verdict.sides)
                html += escaped(side) + QStringLiteral("<br>");
            html += QStringLiteral("</p>");
        }
        for (const rulesets::Modifier &reason : verdict.reasons)
            html += QStringLiteral("<p>%1 <i>— %2</i></p>").arg(escaped(reason.label), escaped(reason.citation));
        if (!verdict.citation.isEmpty())
            html += QStringLiteral("<p><i>%1</i></p>").arg(escaped(verdict.citation));
        for (const QString &note : verdict.notes)
            html += QStringLiteral("<p>%1</p>").arg(escaped(note));
    }
    // The result on time, where the rule set reckons one and it says more than the standing.
    if (verdict.reckoned && !terms.timeUpHelp.isEmpty()) {
        const rulesets::Verdict onTime = rulesetBooks->verdict(battle, true);
        if (!onTime.text.isEmpty() && onTime.text != verdict.text)
            html += tr("<p><b>If the time was up at the end:</b> %1%2</p>")
                        .arg(escaped(onTime.text),
                             onTime.level.isEmpty() || onTime.text.contains(onTime.level)
                                 ? QString()
                                 : tr(" (%1)").arg(escaped(onTime.level)));
    }
    add(ReportBlock::Kind::Text, html);
}

void BattleReport::addOrdersOfBattle(const core::Battle &battle)
{
    const rulesets::Books *rulesetBooks = books::booksOf(battle);
    const rulesets::Ruleset *ruleset = books::rulesetOf(battle);
    const rulesets::BooksTerms terms = rulesetBooks ? rulesetBooks->terms() : rulesets::BooksTerms();
    const QString ladder = terms.ladder.isEmpty() ? tr("Cohesion") : terms.ladder;
    const QString strength = terms.strength.isEmpty() ? tr("Bases") : terms.strength;
    const QString losses = terms.losses.isEmpty() ? tr("Losses") : terms.losses;
    add(ReportBlock::Kind::Heading, tr("<h2>Orders of battle</h2>"));
    add(ReportBlock::Kind::Text,
        tr("<p>Every %1 as it ended the battle: its %2, its state, the %3 left of those it began "
           "with, and its %4 by the rules.</p>")
            .arg(escaped(terms.unit), escaped(ladder.toLower()), escaped(strength.toLower()),
                 escaped(losses.toLower())),
        true);
    const QString th = QStringLiteral("<th bgcolor=\"#e6e6e6\" align=\"left\" width=\"%1%\">%2</th>");
    for (const core::Side &side : battle.sides) {
        QString heading = QStringLiteral("<h3>%1</h3>")
                              .arg(escaped(core::TextLimits::shownName(side.name, side.id)));
        QStringList commanders;
        for (const core::Commander &commander : battle.commanders) {
            if (commander.side != side.id)
                continue;
            QString line = core::TextLimits::shownName(commander.name, commander.id);
            if (!commander.rank.isEmpty())
                line += QStringLiteral(" (%1)").arg(commander.rank);
            const int attached = battle.unitIndex(commander.attachedTo);
            if (attached >= 0)
                line += tr(", with %1")
                            .arg(core::TextLimits::shownName(battle.units[attached].name,
                                                             battle.units[attached].id));
            commanders << escaped(line);
        }
        if (!side.army.isEmpty())
            heading += QStringLiteral("<p>%1</p>").arg(escaped(side.army));
        if (!commanders.isEmpty())
            heading += tr("<p>Commanders: %1</p>").arg(commanders.join(QStringLiteral("; ")));
        // The side's units in tables of a few rows each, each with the header: a table never
        // splits a row over two pages (Qt's layout would), and a long order of battle runs on
        // over pages in whole tables. The first goes with the side's heading.
        QString header = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><thead><tr>");
        header += th.arg(20).arg(escaped(titleWords(terms.unit))) + th.arg(18).arg(tr("Type")) +
                  th.arg(8).arg(tr("Quality")) + th.arg(11).arg(escaped(ladder)) +
                  th.arg(15).arg(tr("State")) +
                  th.arg(10).arg(tr("%1 left").arg(escaped(strength))) + th.arg(18).arg(escaped(losses));
        header += QStringLiteral("</tr></thead>");
        QStringList rows;
        for (const core::Unit &unit : battle.units) {
            if (unit.side != side.id)
                continue;
            QStringList type{unit.troopType};
            if (!unit.armour.isEmpty())
                type.prepend(unit.armour);
            // The ladder's column holds the level alone (recorded, or where the rules start
            // every unit); the formation and the rest go under State.
            const rulesets::UnitCohesion level =
                ruleset ? rulesets::unitCohesion(*ruleset, unit) : rulesets::UnitCohesion();
            const QString levelText = !level.level.isEmpty()       ? escaped(level.level)
                                      : !unit.state.cohesion.isEmpty() ? escaped(unit.state.cohesion)
                                                                   : tr("not recorded");
            QStringList state;
            if (!unit.state.formation.isEmpty())
                state << unit.state.formation;
            if (unit.state.disordered)
                state << tr("disordered");
            for (const QString &flag : unit.state.flags)
                state << flagWords(flag);
            const rulesets::UnitLosses lost =
                rulesetBooks ? rulesetBooks->losses(battle, unit) : rulesets::UnitLosses();
            QString lostText = lost.text.isEmpty() ? QStringLiteral("—") : escaped(lost.text);
            if (lost.level == rulesets::UnitLosses::Level::Reached)
                lostText = QStringLiteral("<b>%1</b>").arg(lostText);
            rows << QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</"
                                   "td><td>%6</td><td>%7</td></tr>")
                        .arg(escaped(core::TextLimits::shownName(unit.name, unit.id)),
                             escaped(type.join(QLatin1Char(' '))), escaped(unit.quality), levelText,
                             state.isEmpty() ? QStringLiteral("—")
                                             : escaped(state.join(QStringLiteral(", "))),
                             tr("%1 of %2").arg(unit.currentStrength).arg(unit.originalStrength),
                             lostText);
        }
        if (rows.isEmpty()) {
            add(ReportBlock::Kind::Text, heading + tr("<p>No %1.</p>").arg(escaped(terms.units)));
            continue;
        }
        constexpr qsizetype rowsPerTable = 10; // at most about half a page
        for (qsizetype first = 0; first < rows.size(); first += rowsPerTable) {
            add(ReportBlock::Kind::Table,
                (first == 0 ? heading : QString()) + header +
                    rows.mid(first, rowsPerTable).join(QString()) + QStringLiteral("</table>"));
        }
    }
}

void BattleReport::addChart(const core::BattleSession &session)
{
    const core::Battle &battle = session.battle();
    const rulesets::Books *rulesetBooks = books::booksOf(battle);
    const rulesets::BooksTerms terms = rulesetBooks ? rulesetBooks->terms() : rulesets::BooksTerms();
    const QList<rulesets::SideStanding> standing =
        rulesetBooks ? rulesetBooks->standing(battle) : QList<rulesets::SideStanding>();
    // The rule set's count against its threshold (FoGR: attrition points against the break
    // point); for a rule set that keeps none, each side's losses as its rules reckon a unit's.
    const bool points = !standing.isEmpty();
    AttritionHistory history;
    history.reset(&session, !points);
    const QMap<int, QHash<QString, int>> samples = points ? history.points() : history.losses();
    const QString heading = points ? capitalised(terms.standing.isEmpty() ? terms.points : terms.standing)
                                   : tr("Losses");
    const QString count = points ? capitalised(terms.points) : tr("Losses");
    QList<TurnChartLine> lines;
    for (int s = 0; s < battle.sides.size(); ++s) {
        const core::Side &side = battle.sides[s];
        TurnChartLine line{core::TextLimits::shownName(side.name, side.id), s, {}, std::nullopt};
        if (points) {
            const auto it = std::find_if(standing.begin(), standing.end(),
                                         [&](const rulesets::SideStanding &st) { return st.side == side.id; });
            if (it == standing.end() || !it->valid())
                continue;
            line.threshold = it->threshold;
        }
        for (auto it = samples.begin(); it != samples.end(); ++it) {
            if (it.value().contains(side.id))
                line.values.insert(it.key(), it.value().value(side.id));
        }
        lines << line;
    }
    add(ReportBlock::Kind::Heading, tr("<h2>%1 by turn</h2>").arg(escaped(heading)));
    QString intro;
    if (points) {
        intro = tr("<p>Each side's %1 at the end of each turn (0: as the battle began), against its "
                   "%2. %3</p>")
                    .arg(escaped(terms.points), escaped(terms.threshold), escaped(terms.thresholdHelp));
    } else {
        const QString reckoning = terms.lossesHelp.isEmpty() ? QString()
                                  : tr(" (%1: %2)").arg(escaped(terms.losses), escaped(terms.lossesHelp));
        intro = tr("<p>The %1 rules keep no running count against a threshold: this is what each "
                   "side's units have lost at the end of each turn (0: as the battle began), as the "
                   "rules reckon a unit's losses%2.</p>")
                    .arg(escaped(BattleSummary::rulesetName(battle.ruleset)), reckoning);
    }
    add(ReportBlock::Kind::Text, intro, true);
    if (lines.isEmpty()) {
        add(ReportBlock::Kind::Text, tr("<p>Nothing to chart.</p>"));
        return;
    }
    const QString title = points && !terms.chart.isEmpty() ? terms.chart : tr("%1 by turn").arg(heading);
    ReportBlock picture;
    picture.kind = ReportBlock::Kind::Picture;
    picture.picture = chartPicture(lines, battle.turn,
                                   {terms.threshold, count, tr("End of turn (0: the start)")}, title);
    picture.html = points ? tr("Each side's line has its own style and markers; the dashed lines are "
                               "the sides' %1s.").arg(escaped(terms.threshold))
                          : tr("Each side's line has its own style and markers.");
    mBlocks << picture;
    // The same figures as numbers, for any printer.
    QString table = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><thead><tr>"
                                   "<th bgcolor=\"#e6e6e6\" align=\"left\">%1</th>")
                        .arg(tr("End of turn"));
    for (auto it = samples.begin(); it != samples.end(); ++it)
        table += QStringLiteral("<th bgcolor=\"#e6e6e6\" align=\"right\">%1</th>").arg(it.key());
    if (points)
        table += QStringLiteral("<th bgcolor=\"#e6e6e6\" align=\"right\">%1</th>")
                     .arg(escaped(capitalised(terms.threshold)));
    table += QStringLiteral("</tr></thead>");
    for (const TurnChartLine &line : lines) {
        table += QStringLiteral("<tr><td><b>%1</b></td>").arg(escaped(line.name));
        for (auto it = samples.begin(); it != samples.end(); ++it)
            table += QStringLiteral("<td align=\"right\">%1</td>")
                         .arg(line.values.contains(it.key()) ? QString::number(line.values.value(it.key()))
                                                             : QStringLiteral("—"));
        if (line.threshold)
            table += QStringLiteral("<td align=\"right\">%1</td>").arg(*line.threshold);
        table += QStringLiteral("</tr>");
    }
    table += QStringLiteral("</table>");
    add(ReportBlock::Kind::Table, table);
}

void BattleReport::addTable(const core::BattleSession &session)
{
    constexpr int width = 1400; // pixels: about 200 dpi across an A4 page's text
    add(ReportBlock::Kind::Heading, tr("<h2>The table</h2>"));
    qint64 firstPlayed = 0;
    const core::Battle start = setUp(session, &firstPlayed);
    ReportBlock picture;
    picture.kind = ReportBlock::Kind::Picture;
    picture.picture = tablePicture(start, width);
    picture.html = firstPlayed > 0 ? tr("At the start: the battle as set up, before entry #%1 of the log.")
                                         .arg(firstPlayed)
                                   : tr("At the start: the battle as set up (nothing has been played).");
    mBlocks << picture;
    picture.picture = tablePicture(session.battle(), width);
    picture.html = tr("At the end: turn %1%2, after entry #%3 of the log.")
                       .arg(session.battle().turn)
                       .arg(session.battle().phase.isEmpty() ? QString() : QStringLiteral(", ") + session.battle().phase)
                       .arg(session.events().isEmpty() ? 0 : session.events().last().seq);
    picture.html = escaped(picture.html);
    mBlocks << picture;
    for (qsizetype i = mBlocks.size() - 2; i < mBlocks.size(); ++i) {
        if (mBlocks[i].picture.isNull())
            mBlocks[i].html += tr(" (No picture: the table could not be drawn.)");
    }
}

QString lineHtml(const QList<ReportSpan> &line)
{
    QString html = QStringLiteral("<p>");
    for (const ReportSpan &span : line) {
        const QString text = span.text.toHtmlEscaped().replace(QChar(0xA0), QStringLiteral("&nbsp;"));
        html += span.style == ReportSpan::Style::Bold     ? QStringLiteral("<b>%1</b>").arg(text)
                : span.style == ReportSpan::Style::Italic ? QStringLiteral("<i>%1</i>").arg(text)
                                                          : text;
    }
    return html + QStringLiteral("</p>");
}

void BattleReport::addLog(const core::BattleSession &session, const std::function<void(double)> &progress)
{
    add(ReportBlock::Kind::Heading, tr("<h2>The log</h2>"));
    add(ReportBlock::Kind::Text,
        tr("<p>Every entry as it was recorded, turn by turn: each result with its dice, its "
           "modifiers and the rules they come from.</p>"),
        true);
    int turn = -1;
    const QString gap(2, QChar(0xA0));
    qint64 lastMinute = -1;
    QString time;
    const QList<core::Event> &events = session.events();
    for (qsizetype i = 0; i < events.size(); ++i) {
        if (i % 256 == 0)
            progress(double(i) / double(events.size()));
        const core::Event &event = events[i];
        if (event.turn != turn) {
            turn = event.turn;
            add(ReportBlock::Kind::Heading, tr("<h3>Turn %1</h3>").arg(turn));
        }
        // "#12  14:05  Manoeuvre  Tercio: base f1r1 moved", the number bold and the phase italic.
        // The local time, worked out once a minute: a long log has many entries a minute.
        const qint64 minute = event.time.toSecsSinceEpoch() / 60;
        if (minute != lastMinute) {
            lastMinute = minute;
            time = gap + event.time.toLocalTime().toString(QStringLiteral("HH:mm")) + gap;
        }
        QList<ReportSpan> line{{QStringLiteral("#%1").arg(event.seq), ReportSpan::Style::Bold}, {time}};
        if (!event.phase.isEmpty())
            line << ReportSpan{shortened(event.phase), ReportSpan::Style::Italic} << ReportSpan{gap};
        line << ReportSpan{shortened(event.description)};
        QString detail = LogModel::detailOf(event);
        // A result's summary is its entry's line already: said once.
        const QString summary = QStringLiteral("<p><b>%1</b></p>").arg(escaped(event.description));
        if (detail.startsWith(summary))
            detail.remove(0, summary.size());
        ReportBlock block;
        if (detail.isEmpty())
            block.line = line;
        else
            block.html = lineHtml(line) + QStringLiteral("<div style=\"margin-left: 18px\">%1</div>").arg(detail);
        block.kind = ReportBlock::Kind::Entry;
        block.seq = event.seq;
        mBlocks << block;
    }
}

} // namespace adjutant::app
