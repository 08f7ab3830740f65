// SPDX-License-Identifier: GPL-3.0-or-later
// The battle report (issue 19, docs/report.md): each rule set's demo after a close combat, as
// HTML and as PDF on A4 and Letter pages (read back through poppler's pdftotext and pdfinfo),
// from the app's code, from File > Export Report... and from adjutant-cli report; nothing cut at a
// page's edge, a chart that reads without colour, and bad input refused in one line with
// nothing written.
#include "clischema.h"
#include "app/gui/actions.h"
#include "app/gui/report/attritionchart.h"
#include "app/gui/document/attritionhistory.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "app/gui/report/battlereport.h"
#include "app/gui/report/reportpages.h"
#include "app/gui/report/reportwriter.h"
#include "app/gui/report/tablepicture.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "rulesets/books.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QFileDialog>
#include <QJsonArray>
#include <QLineSeries>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace adjutant;

namespace {

QJsonObject object(const QJsonValue &value)
{
    return value.toObject();
}

// A procedure of the battle's rule set, its input the example's with `set` over it, recorded as
// the CLI and the resolver record it.
void adjudicate(core::BattleSession &session, const QString &procedure,
                const std::function<void(QJsonObject &)> &set, rulesets::DiceSource dice)
{
    const rulesets::Ruleset &ruleset = *rulesets::findRuleset(session.battle().ruleset);
    QJsonObject input = ruleset.exampleInput(procedure);
    set(input);
    const rulesets::ProcedureResult result = ruleset.run(procedure, input, dice);
    session.record(result.toChange(dice));
}

// The rule set's demo battle in a new battle file, played a little: a turn on, then a close
// combat (FoGR: the book's melee, the cohesion test it calls for and a base lost).
std::unique_ptr<core::BattleSession> playedDemo(const QString &id, const QString &path)
{
    const rulesets::Ruleset &ruleset = *rulesets::findRuleset(id);
    auto session = core::BattleFile::create(path, core::BattleFile::readScenario(ruleset.demoBattle()));
    session->setFollowUps(rulesets::followUpsOf);
    const core::Battle &battle = session->battle();
    session->record(core::Change{QStringLiteral("turn.changed"),
                                 {{QStringLiteral("turn"), 2},
                                  {QStringLiteral("phase"), ruleset.phases().value(0)},
                                  {QStringLiteral("activeSide"), battle.sides.first().id}}});
    if (id == QLatin1String("fogr")) {
        adjudicate(*session, QStringLiteral("melee"), [](QJsonObject &input) {
            QJsonArray sides = input[QStringLiteral("sides")].toArray();
            QJsonObject tercio = object(sides[0]), dutch = object(sides[1]);
            tercio[QStringLiteral("battleGroup")] = QStringLiteral("tercio");
            dutch[QStringLiteral("battleGroup")] = QStringLiteral("dutch1");
            input[QStringLiteral("sides")] = QJsonArray{tercio, dutch};
        }, rulesets::DiceSource::seeded(3));
        adjudicate(*session, QStringLiteral("cohesion-test"), [](QJsonObject &input) {
            input[QStringLiteral("cohesion")] = QStringLiteral("Steady");
        }, rulesets::DiceSource::fromJson(QJsonObject{{QStringLiteral("cohesion"), QJsonArray{1, 2}}}, QStringLiteral("dice")));
        session->record(core::Change{QStringLiteral("unit.basesLost"),
                                     {{QStringLiteral("id"), QStringLiteral("dutch1")}, {QStringLiteral("count"), 1}}});
    } else if (id == QLatin1String("olddessauer")) {
        adjudicate(*session, QStringLiteral("close-combat"), [](QJsonObject &input) {
            QJsonArray sides = input[QStringLiteral("sides")].toArray();
            QJsonObject a = object(sides[0]), b = object(sides[1]);
            a[QStringLiteral("unit")] = QStringLiteral("cr8");
            a[QStringLiteral("name")] = QStringLiteral("Cuirassiers Rochow");
            b[QStringLiteral("unit")] = QStringLiteral("ir_ausB");
            b[QStringLiteral("name")] = QStringLiteral("Kolowrat");
            input[QStringLiteral("sides")] = QJsonArray{a, b};
        }, rulesets::DiceSource::seeded(1));
    } else {
        adjudicate(*session, QStringLiteral("close-combat"), [](QJsonObject &input) {
            QJsonObject attacker = object(input[QStringLiteral("attacker")]);
            QJsonObject defender = object(input[QStringLiteral("defender")]);
            attacker[QStringLiteral("unit")] = QStringLiteral("mendoza");
            attacker[QStringLiteral("name")] = QStringLiteral("Mendoza");
            defender[QStringLiteral("unit")] = QStringLiteral("lodewijk");
            defender[QStringLiteral("name")] = QStringLiteral("Lodewijk van Nassau");
            defender[QStringLiteral("type")] = QStringLiteral("C");
            input[QStringLiteral("attacker")] = attacker;
            input[QStringLiteral("defender")] = defender;
            input.remove(QStringLiteral("supports"));
        }, rulesets::DiceSource::seeded(1));
    }
    return session;
}

// Text as pdftotext gives it, and HTML's, compared as words: ligatures undone, entities and
// spaces as one.
QString words(QString text)
{
    text.replace(QChar(0xFB01), QStringLiteral("fi")).replace(QChar(0xFB02), QStringLiteral("fl"));
    text.replace(QChar(0xFB00), QStringLiteral("ff")).replace(QChar(0xFB03), QStringLiteral("ffi"));
    text.replace(QChar(0xFB04), QStringLiteral("ffl"));
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" ")).replace(QChar(0xA0), QLatin1Char(' '));
    return text.simplified();
}

// What a reader must find of each entry of the log: its number, its line, and for a result every
// roll's name and every modifier's and the result's citation.
QStringList entryText(const core::Event &event)
{
    QStringList texts{QStringLiteral("#%1").arg(event.seq), event.description};
    QJsonObject step = event.type == QLatin1String("change.followedUp")
                           ? object(event.payload[QStringLiteral("change")])
                           : QJsonObject{{QStringLiteral("type"), event.type}, {QStringLiteral("payload"), event.payload}};
    if (step[QStringLiteral("type")].toString() != QLatin1String("adjudication.applied"))
        return texts;
    const QJsonObject record = object(object(step[QStringLiteral("payload")])[QStringLiteral("record")]);
    texts << record[QStringLiteral("citation")].toString();
    for (const QJsonValue &roll : record[QStringLiteral("dice")].toArray()) {
        QStringList faces;
        for (const QJsonValue &die : object(roll)[QStringLiteral("dice")].toArray())
            faces << QString::number(object(die)[QStringLiteral("face")].toInt());
        // A roll by what it is to the players ("Tercio, group 1"), its key only without a name.
        const QString label = object(roll)[QStringLiteral("label")].toString();
        texts << QStringLiteral("%1 (%2)").arg(label.isEmpty() ? object(roll)[QStringLiteral("roll")].toString() : label,
                                               object(roll)[QStringLiteral("die")].toString());
        texts << faces.first(); // the first face, then each in turn below
    }
    for (const QJsonValue &modifier : record[QStringLiteral("modifiers")].toArray())
        texts << object(modifier)[QStringLiteral("citation")].toString();
    return texts;
}

struct Tool
{
    int exitCode = -1;
    QString out;
    QString err;
};

Tool run(const QString &program, const QStringList &args, const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, args);
    if (!process.waitForFinished(60000))
        return {-1, {}, QStringLiteral("timed out")};
    const int exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    const QByteArray out = process.readAllStandardOutput();
    if (program == QLatin1String(ADJUTANT_CLI))
        jsonschema::verifyCliOutput(args, exitCode, out); // docs/schemas
    return {exitCode, QString::fromUtf8(out), QString::fromUtf8(process.readAllStandardError())};
}

QString poppler(const char *tool)
{
    return QStandardPaths::findExecutable(QLatin1String(tool));
}

} // namespace

class TestBattleReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void htmlHasEveryPart_data();
    void htmlHasEveryPart();
    void pdfHasEveryPartOnWholePages_data();
    void pdfHasEveryPartOnWholePages();
    void aLongOrderOfBattleKeepsItsRowsWhole();
    void theStartIsTheBattleAsSetUp();
    void lossesByTurnAreTheBooksLosses();
    void paginateKeepsBlocksWhole();
    void cliWritesTheReportWithoutADisplay();
    void badInputWritesNothing_data();
    void badInputWritesNothing();
    void exportReportFromTheFileMenu();

private:
    QTemporaryDir mDir;
};

void TestBattleReport::initTestCase()
{
    QVERIFY(mDir.isValid());
}

void TestBattleReport::htmlHasEveryPart_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const char *id : {"fogr", "olddessauer", "nieuport1600"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestBattleReport::htmlHasEveryPart()
{
    QFETCH(QString, ruleset);
    const auto session = playedDemo(ruleset, mDir.filePath(ruleset + QStringLiteral("-html.adjutant")));
    const core::Battle &battle = session->battle();
    const QString html = QString::fromUtf8(app::reportHtml(app::BattleReport(*session)));
    const QString text = words(html);
    for (const char *part : {"Sides and result", "Orders of battle", "by turn", "The table", "The log"})
        QVERIFY2(text.contains(QLatin1String(part)), part);
    QVERIFY(text.contains(words(battle.name.toHtmlEscaped())));
    QVERIFY(text.contains(rulesets::findRuleset(ruleset)->name()));
    for (const core::Side &side : battle.sides)
        QVERIFY2(text.contains(words(side.name.toHtmlEscaped())), qPrintable(side.name));
    // Every unit with its strength left of its original.
    for (const core::Unit &unit : battle.units) {
        QVERIFY2(text.contains(words(unit.name.toHtmlEscaped())), qPrintable(unit.name));
        QVERIFY(text.contains(QStringLiteral("%1 of %2").arg(unit.currentStrength).arg(unit.originalStrength)));
    }
    // The result as the rule set reckons it.
    const rulesets::Verdict verdict = rulesets::findRuleset(ruleset)->books().verdict(battle, false);
    QVERIFY(text.contains(words((verdict.text.isEmpty() ? verdict.error : verdict.text).toHtmlEscaped())));
    // Every entry of the log, with every result's rolls and citations.
    int results = 0;
    for (const core::Event &event : session->events()) {
        for (const QString &part : entryText(event))
            QVERIFY2(text.contains(words(part.toHtmlEscaped())), qPrintable(QStringLiteral("#%1: %2").arg(event.seq).arg(part)));
        results += entryText(event).size() > 2;
    }
    QVERIFY(results >= 1);
    // Rolls by what they are to the players, not by their keys (the melee's "spanish.0").
    if (ruleset == QLatin1String("fogr"))
        QVERIFY(!text.contains(QLatin1String("spanish.0")) && text.contains(QLatin1String("(d6)")));
    // The chart and the table at the start and at the end, inside the file.
    QCOMPARE(html.count(QStringLiteral("<img src=\"data:image/png;base64,")), 3);
    // No developer's text.
    for (const char *internal : {"adjudication.applied", "change.followedUp", "payload", "unit.basesLost", "turn.changed"})
        QVERIFY2(!html.contains(QLatin1String(internal)), internal);
}

void TestBattleReport::pdfHasEveryPartOnWholePages_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("page");
    QTest::addColumn<QString>("size"); // as pdfinfo says it
    for (const char *id : {"fogr", "olddessauer", "nieuport1600"}) {
        QTest::addRow("%s A4", id) << QString::fromLatin1(id) << int(QPageSize::A4) << QStringLiteral("595 x 842 pts (A4)");
        QTest::addRow("%s Letter", id) << QString::fromLatin1(id) << int(QPageSize::Letter) << QStringLiteral("612 x 792 pts (letter)");
    }
}

void TestBattleReport::pdfHasEveryPartOnWholePages()
{
    QFETCH(QString, ruleset);
    QFETCH(int, page);
    QFETCH(QString, size);
    QVERIFY2(!poppler("pdftotext").isEmpty() && !poppler("pdfinfo").isEmpty(),
             "pdftotext and pdfinfo (poppler-utils, which .ci/setup installs) are needed");
    const QString name = QStringLiteral("%1-%2").arg(ruleset).arg(page);
    const auto session = playedDemo(ruleset, mDir.filePath(name + QStringLiteral(".adjutant")));
    const QString pdf = mDir.filePath(name + QStringLiteral(".pdf"));
    const app::BattleReport report(*session);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const app::ReportLayout layout = app::writeReportPdf(report, &file, QPageSize::PageSizeId(page));
    file.close();

    // By the layout: every block on its page whole; only a table longer than a page runs on.
    QCOMPARE(layout.blocks.size(), report.blocks().size());
    for (qsizetype i = 0; i < layout.blocks.size(); ++i) {
        const app::BlockPlace &place = layout.blocks[i];
        if (place.pages == 1)
            QVERIFY2(place.top >= 0 && place.top + place.height <= layout.pageHeight + 0.5, qPrintable(QString::number(i)));
        else
            QCOMPARE(report.blocks()[i].kind, app::ReportBlock::Kind::Table);
        if (i > 0)
            QVERIFY(place.page >= layout.blocks[i - 1].page);
    }

    const Tool info = run(poppler("pdfinfo"), {pdf});
    QCOMPARE(info.exitCode, 0);
    QVERIFY2(info.out.contains(QRegularExpression(QStringLiteral("Page size: +") + QRegularExpression::escape(size))),
             qPrintable(info.out));
    QVERIFY(info.out.contains(QRegularExpression(QStringLiteral("Pages: +%1\n").arg(layout.pageCount))));
    const Tool text = run(poppler("pdftotext"), {pdf, QStringLiteral("-")});
    QCOMPARE(text.exitCode, 0);
    const QStringList pages = text.out.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    QCOMPARE(pages.size(), layout.pageCount);
    QString all;
    for (const QString &p : pages)
        all += words(p) + QLatin1Char(' ');
    for (const char *part : {"Sides and result", "Orders of battle", "by turn", "The table", "The log"})
        QVERIFY2(all.contains(QLatin1String(part)), part);
    for (const core::Side &side : session->battle().sides)
        QVERIFY(all.contains(words(side.name)));
    // Each entry of the log whole on one page: its number, its line, its dice and citations.
    for (const core::Event &event : session->events()) {
        const QStringList parts = entryText(event);
        const QString number = parts.first() + QLatin1Char(' ');
        qsizetype on = -1;
        for (qsizetype p = 0; p < pages.size(); ++p) {
            if (words(pages[p]).contains(number))
                on = p;
        }
        QVERIFY2(on >= 0, qPrintable(number));
        const QString pageText = words(pages[on]);
        for (const QString &part : parts)
            QVERIFY2(pageText.contains(words(part)), qPrintable(QStringLiteral("page %1: %2").arg(on + 1).arg(part)));
    }
    // Every page's foot numbers it.
    for (qsizetype p = 0; p < pages.size(); ++p)
        QVERIFY(pages[p].contains(QStringLiteral("Page %1 of %2").arg(p + 1).arg(pages.size())));

    // docs/screenshots/report-<rule set>-<page>.png, as a reader sees each page.
    const QString shots = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty() && (page == QPageSize::A4) == (ruleset != QLatin1String("nieuport1600")))
        QCOMPARE(run(poppler("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("60"), QStringLiteral("-png"), pdf,
                                           QDir(shots).filePath(QStringLiteral("report-") + ruleset)})
                     .exitCode,
                 0);
}

// Eighty units: each side's order of battle runs over pages in whole tables, each row on one
// page (Qt's own table layout would split a row of two lines at a page's foot).
void TestBattleReport::aLongOrderOfBattleKeepsItsRowsWhole()
{
    core::Battle battle = core::BattleFile::readScenario(rulesets::findRuleset(QStringLiteral("olddessauer"))->demoBattle());
    const QList<core::Unit> units = battle.units;
    battle.units.clear();
    battle.commanders.clear();
    for (int copy = 0; copy < 10; ++copy) {
        for (core::Unit unit : units) {
            unit.id += QStringLiteral("_%1").arg(copy);
            unit.name += QStringLiteral(" %1").arg(copy);
            battle.units << unit;
        }
    }
    const auto session = core::BattleFile::create(mDir.filePath(QStringLiteral("long.adjutant")), battle);
    const app::BattleReport report(*session);
    QBuffer pdf;
    QVERIFY(pdf.open(QIODevice::WriteOnly));
    const app::ReportLayout layout = app::writeReportPdf(report, &pdf, QPageSize::A4);
    int tables = 0;
    for (qsizetype i = 0; i < layout.blocks.size(); ++i) {
        QCOMPARE(layout.blocks[i].pages, 1);
        QVERIFY(layout.blocks[i].top + layout.blocks[i].height <= layout.pageHeight + 0.5);
        tables += report.blocks()[i].kind == app::ReportBlock::Kind::Table;
    }
    QVERIFY(tables >= 8); // 40 units a side, in tables of ten
    QVERIFY(layout.pageCount > 3);
}

// The table "at the start" is the battle as set up: before the first entry that is play.
void TestBattleReport::theStartIsTheBattleAsSetUp()
{
    const auto session = playedDemo(QStringLiteral("fogr"), mDir.filePath(QStringLiteral("start.adjutant")));
    qint64 first = 0;
    const core::Battle start = app::BattleReport::setUp(*session, &first);
    QCOMPARE(first, 2); // the turn changed after the battle was made
    QCOMPARE(start, core::BattleFile::readScenario(rulesets::findRuleset(QStringLiteral("fogr"))->demoBattle()));
    QVERIFY(start != session->battle());
}

// A rule set without a standing charts its units' losses as its books reckon them: Nieuport 1600's
// close combat left one unit of each side a morale level lower.
void TestBattleReport::lossesByTurnAreTheBooksLosses()
{
    const auto session = playedDemo(QStringLiteral("nieuport1600"), mDir.filePath(QStringLiteral("losses.adjutant")));
    const core::Battle &battle = session->battle();
    QVERIFY(rulesets::findRuleset(battle.ruleset)->books().standing(battle).isEmpty());
    app::AttritionHistory history;
    history.reset(session.get(), true);
    const QMap<int, QHash<QString, int>> losses = history.losses();
    QCOMPARE(losses.keys(), QList<int>({0, 1, 2}));
    const rulesets::Books &books = rulesets::findRuleset(battle.ruleset)->books();
    for (const core::Side &side : battle.sides) {
        int now = 0;
        for (const core::Unit &unit : battle.units) {
            const rulesets::UnitLosses unitLosses = books.losses(battle, unit);
            if (unit.side == side.id)
                now += unitLosses.limit - unitLosses.remaining;
        }
        QCOMPARE(losses[2].value(side.id), now);
        QCOMPARE(losses[2].value(side.id) - losses[0].value(side.id), 1);
    }
    // Asked for no losses, the books dock's history counts none.
    app::AttritionHistory points;
    points.reset(session.get());
    QVERIFY(points.losses().isEmpty());
}

void TestBattleReport::paginateKeepsBlocksWhole()
{
    // A block that does not fit what is left begins the next page.
    QList<app::BlockPlace> places = app::paginate({60, 30, 20}, {false, false, false}, 100, 5);
    QCOMPARE(places[0].page, 0);
    QCOMPARE(places[1].page, 0);
    QCOMPARE(places[1].top, 65);
    QCOMPARE(places[2].page, 1);
    QCOMPARE(places[2].top, 0);
    // A heading goes with the block after it.
    places = app::paginate({60, 10, 30}, {false, true, false}, 100, 5);
    QCOMPARE(places[1].page, 1);
    QCOMPARE(places[2].page, 1);
    // A block taller than a page begins one and runs over as many as it needs; the next block
    // begins the page after.
    places = app::paginate({10, 250, 10}, {false, false, false}, 100, 5);
    QCOMPARE(places[1].page, 1);
    QCOMPARE(places[1].pages, 3);
    QCOMPARE(places[2].page, 4);
}

// adjutant-cli report: PDF on Letter pages and HTML, with no display and no QT_QPA_PLATFORM.
void TestBattleReport::cliWritesTheReportWithoutADisplay()
{
    const QString battle = mDir.filePath(QStringLiteral("cli.adjutant"));
    playedDemo(QStringLiteral("olddessauer"), battle);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    const QString pdf = mDir.filePath(QStringLiteral("cli report.pdf"));
    const Tool written = run(QStringLiteral(ADJUTANT_CLI), {QStringLiteral("report"), battle, pdf, QStringLiteral("--page"), QStringLiteral("letter")}, environment);
    QVERIFY2(written.exitCode == 0, qPrintable(written.err));
    QVERIFY(written.out.contains(QStringLiteral("\"pages\"")));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    if (!poppler("pdfinfo").isEmpty())
        QVERIFY(run(poppler("pdfinfo"), {pdf}).out.contains(QStringLiteral("(letter)")));
    const QString html = mDir.filePath(QStringLiteral("cli report.html"));
    QCOMPARE(run(QStringLiteral(ADJUTANT_CLI), {QStringLiteral("report"), battle, html}, environment).exitCode, 0);
    QFile page(html);
    QVERIFY(page.open(QIODevice::ReadOnly));
    QVERIFY(page.readAll().contains("Orders of battle"));
}

void TestBattleReport::badInputWritesNothing_data()
{
    QTest::addColumn<QStringList>("args"); // @BATTLE@ and @DIR@ stand for the test's own
    QTest::addColumn<QString>("out");      // the path that must not be written
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such folder") << QStringList{QStringLiteral("@BATTLE@"), QStringLiteral("@DIR@/nowhere/r.pdf")}
                                    << QStringLiteral("@DIR@/nowhere/r.pdf") << 1
                                    << QStringLiteral("adjutant-cli report: @DIR@/nowhere/r.pdf: cannot be written: there is no folder @DIR@/nowhere");
    QTest::newRow("a folder") << QStringList{QStringLiteral("@BATTLE@"), QStringLiteral("@DIR@")} << QString() << 1
                              << QStringLiteral("adjutant-cli report: @DIR@: is a folder, not a file to write the report to");
    QTest::newRow("the battle itself") << QStringList{QStringLiteral("@BATTLE@"), QStringLiteral("@BATTLE@")} << QString() << 1
                                       << QStringLiteral("adjutant-cli report: @BATTLE@: is the battle's own file; the report goes to another");
    QTest::newRow("unreadable battle") << QStringList{QStringLiteral("@DIR@/garbage.adjutant"), QStringLiteral("@DIR@/g.pdf")}
                                       << QStringLiteral("@DIR@/g.pdf") << 1 << QStringLiteral("adjutant-cli report: @DIR@/garbage.adjutant: ");
    QTest::newRow("no battle") << QStringList{QStringLiteral("@DIR@/missing.adjutant"), QStringLiteral("@DIR@/m.pdf")}
                               << QStringLiteral("@DIR@/m.pdf") << 1 << QStringLiteral("adjutant-cli report: @DIR@/missing.adjutant: ");
    QTest::newRow("bad page size") << QStringList{QStringLiteral("@BATTLE@"), QStringLiteral("@DIR@/p.pdf"), QStringLiteral("--page"), QStringLiteral("a5")}
                                   << QStringLiteral("@DIR@/p.pdf") << 2 << QStringLiteral("adjutant-cli report: --page: a5 is not a4 or letter");
    QTest::newRow("bad format") << QStringList{QStringLiteral("@BATTLE@"), QStringLiteral("@DIR@/f.doc"), QStringLiteral("--format"), QStringLiteral("doc")}
                                << QStringLiteral("@DIR@/f.doc") << 2 << QStringLiteral("adjutant-cli report: --format: doc is not pdf or html");
}

void TestBattleReport::badInputWritesNothing()
{
    QFETCH(QStringList, args);
    QFETCH(QString, out);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const QString dir = mDir.filePath(QStringLiteral("bad"));
    QVERIFY(QDir().mkpath(dir));
    const QString battle = dir + QStringLiteral("/battle.adjutant");
    if (!QFile::exists(battle))
        playedDemo(QStringLiteral("fogr"), battle);
    QFile garbage(dir + QStringLiteral("/garbage.adjutant"));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("not a battle at all, but long enough to be read as one and refused as one\n");
    garbage.close();
    const auto expand = [&](QString text) {
        return text.replace(QStringLiteral("@BATTLE@"), battle).replace(QStringLiteral("@DIR@"), dir);
    };
    for (QString &arg : args)
        arg = expand(arg);
    QFile before(battle);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray saved = before.readAll();
    before.close();
    const QStringList filesBefore = QDir(dir).entryList(QDir::Files);

    const Tool refused = run(QStringLiteral(ADJUTANT_CLI), QStringList{QStringLiteral("report")} + args);
    QCOMPARE(refused.exitCode, exitCode);
    QVERIFY2(refused.err.startsWith(expand(message)), qPrintable(refused.err));
    QCOMPARE(refused.err.count(QLatin1Char('\n')), 1); // one line
    QVERIFY(refused.out.isEmpty());
    if (!out.isEmpty())
        QVERIFY(!QFile::exists(expand(out)));
    QCOMPARE(QDir(dir).entryList(QDir::Files), filesBefore); // no report, no temporary file left
    QVERIFY(before.open(QIODevice::ReadOnly));
    QCOMPARE(before.readAll(), saved);
}

// File > Export Report... in the app: the file chosen in the dialog, a web page by its type.
void TestBattleReport::exportReportFromTheFileMenu()
{
    app::MainWindow window;
    QVERIFY(!window.actions()->exportReport->isEnabled()); // no battle open
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("menu"))));
    QAction *action = window.actions()->exportReport;
    QVERIFY(action->isEnabled());
    const QString html = mDir.filePath(QStringLiteral("menu report.html"));
    bool answered = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            for (QWidget *widget : QApplication::topLevelWidgets())
                dialog = dialog ? dialog : qobject_cast<QFileDialog *>(widget);
        }
        QVERIFY(dialog);
        const QStringList filters = dialog->nameFilters();
        QCOMPARE(filters.size(), 3);
        dialog->selectNameFilter(filters.last());
        dialog->selectFile(html);
        answered = true;
        static_cast<QDialog *>(dialog)->accept();
    });
    action->trigger();
    QVERIFY(answered);
    QFile file(html);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(html));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains(window.document()->battle().name.toHtmlEscaped().toUtf8()));
    QVERIFY(text.contains("The log"));
}

QTEST_MAIN(TestBattleReport)
#include "tst_battlereport.moc"
