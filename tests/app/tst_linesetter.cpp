// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report sets a log entry's line without rich text (LineSetter, docs/report.md): it must
// break it into the same lines as rich text, as high and as wide, on the PDF's own resolution;
// what it cannot set so it refuses, and the report lays that out as rich text.
#include "app/gui/report/battlereport.h"
#include "app/gui/report/linesetter.h"
#include "app/gui/report/reportwriter.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/memorystore.h"
#include "rulesets/ruleset.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPdfWriter>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <memory>

using namespace adjutant;
using Style = app::ReportSpan::Style;

Q_DECLARE_METATYPE(QList<adjutant::app::ReportSpan>)

namespace {

// An entry's line as the report makes it: number, time, phase, what happened.
QList<app::ReportSpan> entry(QString description, const QString &phase = QStringLiteral("Impact"))
{
    // Rich text measures white space at a paragraph's end, the setter not: it draws nothing.
    description = description.trimmed();
    const QString gap(2, QChar(0xA0));
    return {{QStringLiteral("#4821"), Style::Bold},
            {gap + QStringLiteral("14:05") + gap},
            {phase, Style::Italic},
            {gap + description}};
}

} // namespace

class TestLineSetter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void setsLinesAsRichTextDoes_data();
    void setsLinesAsRichTextDoes();
    void setsTheDemoLogsAsRichTextDoes();
    void refusesWhatRichTextSetsOtherwise_data();
    void refusesWhatRichTextSetsOtherwise();
    void aRefusedLineIsInTheReportAsRichText();

private:
    // Compares the setter's lines of `spans` with rich text's, line by line.
    void compareWithRichText(const QList<app::ReportSpan> &spans);

    QByteArray mBytes;
    QBuffer mBuffer{&mBytes};
    std::unique_ptr<QPdfWriter> mWriter;
    std::unique_ptr<app::LineSetter> mSetter;
    app::LineMetrics mMetrics;
    double mWidth = 0;
};

void TestLineSetter::initTestCase()
{
    // The report's page: A4 at 300 dpi, as writeReportPdf sets it up.
    QVERIFY(mBuffer.open(QIODevice::WriteOnly));
    mWriter = std::make_unique<QPdfWriter>(&mBuffer);
    mWriter->setResolution(300);
    mWriter->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 15, 18, 12),
                                       QPageLayout::Millimeter));
    mWidth = mWriter->pageLayout().paintRectPixels(300).width();
    mSetter = std::make_unique<app::LineSetter>(app::reportFont(), mWriter.get(), mWidth);
    mMetrics = app::entryMetrics(mWidth, mWriter.get());
    QVERIFY(mMetrics.spacing > 0 && mMetrics.ascent > 0 && mMetrics.ascent < mMetrics.spacing);
}

void TestLineSetter::compareWithRichText(const QList<app::ReportSpan> &spans)
{
    const app::LineSetter::Set set = mSetter->set(spans);
    QVERIFY2(set.lines > 0, "refused");
    const auto rich = app::reportText(app::lineHtml(spans), mWidth, mWriter.get());
    QCOMPARE(rich->blockCount(), 1);
    const QTextLayout &lines = *rich->begin().layout();
    QCOMPARE(set.lines, lines.lineCount());
    QVERIFY2(qAbs(mMetrics.height(set.lines) - rich->size().height()) < 0.01,
             qPrintable(QStringLiteral("%1 against %2").arg(mMetrics.height(set.lines)).arg(rich->size().height())));
    // Each line as long as rich text's, to within a dot of the printer's 300 a inch.
    for (int line = 0; line < set.lines; ++line) {
        double end = 0;
        for (const app::LineSetter::Placed &placed : set.pieces) {
            if (placed.line == line)
                end = std::max(end, placed.x + placed.piece->advance);
        }
        QVERIFY2(qAbs(end - lines.lineAt(line).naturalTextWidth()) < 1.0,
                 qPrintable(QStringLiteral("line %1: %2 against %3").arg(line).arg(end).arg(lines.lineAt(line).naturalTextWidth())));
    }
}

void TestLineSetter::setsLinesAsRichTextDoes_data()
{
    QTest::addColumn<QList<app::ReportSpan>>("spans");
    QTest::newRow("a move") << entry(QStringLiteral("\"Dutch foot (front)\": base \"f1r1\" moved to (31.5, 30) MU"));
    QTest::newRow("no phase") << QList<app::ReportSpan>{{QStringLiteral("#7"), Style::Bold},
                                                        {QStringLiteral("\u00a0\u00a009:19\u00a0\u00a0Battle created")}};
    QString long_;
    for (int i = 0; i < 12; ++i)
        long_ += QStringLiteral("Tercio %1 of the Army of Flanders wheels left and advances 3 MU, ").arg(i);
    QTest::newRow("over several lines") << entry(long_);
    QTest::newRow("hyphens") << entry(QString(QStringLiteral("base-to-base front-edge-contact ")).repeated(14));
    QTest::newRow("runs of white space") << entry(QStringLiteral("Cuirassiers  Rochow\tcharge\n\nKolowrat   ").repeated(8));
    QTest::newRow("accents and dashes") << entry(QStringLiteral("Régiment de Navarre – Grenadiers à cheval, Kürassiere “Rochow” ").repeated(5));
    QTest::newRow("Greek and Cyrillic") << entry(QStringLiteral("Φάλαγξ πεζών και Полк гусар ").repeated(6));
    QTest::newRow("combining marks") << entry(QStringLiteral("Cafe\u0301 de\u0301ja\u0300 vu ").repeated(10));
    QTest::newRow("ideographs") << entry(QStringLiteral("第一軍團向前推進三步並攻擊敵軍的側翼").repeated(6));
    QTest::newRow("numbers") << entry(QStringLiteral("(30.5, 12.25) → (31.5, 12.25), 45° left, 2/3 lost, 100% ").repeated(6));
    QTest::newRow("one word a line") << entry(QString(30, QLatin1Char('W')) + QLatin1Char(' ') + QString(30, QLatin1Char('W')));
}

void TestLineSetter::setsLinesAsRichTextDoes()
{
    QFETCH(QList<app::ReportSpan>, spans);
    compareWithRichText(spans);
}

// Every one-line entry of the three rule sets' demo battles, as their reports make them.
void TestLineSetter::setsTheDemoLogsAsRichTextDoes()
{
    int entries = 0;
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        const auto session = core::BattleSession::create(std::make_unique<core::MemoryStore>(),
                                                         core::BattleFile::readScenario(ruleset->demoBattle()));
        for (int i = 0; i < 3; ++i)
            session->record(core::Change{QStringLiteral("turn.changed"),
                                         {{QStringLiteral("turn"), 2 + i},
                                          {QStringLiteral("phase"), ruleset->phases().value(i % ruleset->phases().size())},
                                          {QStringLiteral("activeSide"), session->battle().sides.value(i % 2).id}}});
        const app::BattleReport report(*session);
        for (const app::ReportBlock &block : report.blocks()) {
            if (block.line.isEmpty())
                continue;
            compareWithRichText(block.line);
            if (QTest::currentTestFailed())
                return;
            ++entries;
        }
    }
    QCOMPARE(entries, int(rulesets::allRulesets().size()) * 4);
}

void TestLineSetter::refusesWhatRichTextSetsOtherwise_data()
{
    QTest::addColumn<QString>("description");
    QTest::newRow("right to left") << QStringLiteral("the \u05e9\u05dc\u05d5\u05dd battalion");
    QTest::newRow("Arabic") << QStringLiteral("\u0627\u0644\u0641\u0631\u0633\u0627\u0646 charge");
    QTest::newRow("a direction override") << QStringLiteral("\u202etercio\u202c");
    QTest::newRow("a soft hyphen") << QStringLiteral("Muske\u00adteers");
    QTest::newRow("a zero-width space") << QStringLiteral("Alpha\u200bOmega");
    QTest::newRow("a line separator") << QStringLiteral("one\u2028two");
    QTest::newRow("a control character") << QStringLiteral("bell\u0007");
    QTest::newRow("half a surrogate pair") << QString(QChar(0xD800)) + QStringLiteral("x");
    QTest::newRow("an ideographic space") << QStringLiteral("a\u3000b");
    QTest::newRow("a word wider than a line") << QString(400, QLatin1Char('W'));
}

void TestLineSetter::refusesWhatRichTextSetsOtherwise()
{
    QFETCH(QString, description);
    const app::LineSetter::Set set = mSetter->set(entry(description));
    QCOMPARE(set.lines, 0);
    QVERIFY(set.pieces.isEmpty());
}

// A battle whose name the setter refuses: its first entry ('Battle "..." created') is laid out as
// rich text, exactly as high, on a page of its own report.
void TestLineSetter::aRefusedLineIsInTheReportAsRichText()
{
    const rulesets::Ruleset &fogr = *rulesets::findRuleset(QStringLiteral("fogr"));
    core::Battle scenario = core::BattleFile::readScenario(fogr.demoBattle());
    scenario.name = QStringLiteral("Alpha\u200bOmega \u05e9\u05dc\u05d5\u05dd");
    const auto session = core::BattleSession::create(std::make_unique<core::MemoryStore>(), scenario);
    const app::BattleReport report(*session);
    const auto first = std::find_if(report.blocks().cbegin(), report.blocks().cend(),
                                    [](const app::ReportBlock &block) { return !block.line.isEmpty(); });
    QVERIFY(first != report.blocks().cend());
    QCOMPARE(mSetter->set(first->line).lines, 0);

    QByteArray bytes;
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    const app::ReportLayout layout = app::writeReportPdf(report, &buffer, QPageSize::A4);
    const app::BlockPlace &place = layout.blocks[first - report.blocks().cbegin()];
    const auto rich = app::reportText(app::lineHtml(first->line), mWidth, mWriter.get());
    QCOMPARE(place.height, rich->size().height());
    QVERIFY(place.top + place.height <= layout.pageHeight);
    QVERIFY(bytes.startsWith("%PDF"));
}

QTEST_MAIN(TestLineSetter)
#include "tst_linesetter.moc"
