// SPDX-License-Identifier: GPL-3.0-or-later
// The sticker sheet (issue 32, docs/capture.md): each demo's pages, painted at 300 dpi by the
// routine that paints the PDF, read back by the capture's own marker finder: every base's or
// tray's marker and every table marker once, at its printed size, and nothing else. The PDF
// written whole, or nothing and one line.
#include "app/gui/capture/markersheet.h"
#include "app/gui/capture/printmarkersdialog.h"
#include "app/gui/document/battledocument.h"
#include "capture/markers.h"
#include "capture/stickers.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/faultpoint.h"
#include "core/markers.h"
#include "core/memorystore.h"
#include "rulesets/ruleset.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMap>
#include <QPainter>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace adjutant;

namespace {

constexpr int kDpi = 300;

// A demo battle with every base (or every unit's tray) marked, as Print Markers marks it.
core::Battle markedDemo(const QString &ruleset, bool trays)
{
    core::Battle battle =
        core::BattleFile::readScenario(rulesets::findRuleset(ruleset)->demoBattle());
    if (const std::optional<core::Change> change = core::markers::propose(battle, trays))
        core::Changes::apply(battle, *change);
    return battle;
}

// Page `index` as paper at 300 dpi, white where nothing is printed.
QImage pageImage(const app::MarkerSheet &sheet, int index)
{
    QImage image(sheet.pageSize().sizePixels(kDpi), QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(kDpi / 0.0254));
    image.setDotsPerMeterY(qRound(kDpi / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    sheet.paintPage(painter, index);
    return image;
}

// Every id on the sheet read from its pages, with the printed side of each sighting in pixels.
QMap<int, QList<double>> readBack(const app::MarkerSheet &sheet)
{
    QMap<int, QList<double>> seen;
    for (int page = 0; page < sheet.pageCount(); ++page) {
        const capture::MarkerSearch search = capture::findMarkers(pageImage(sheet, page));
        if (!search.error.isEmpty())
            qWarning("page %d: %s", page + 1, qPrintable(search.error));
        for (const capture::SeenMarker &marker : search.markers)
            seen[marker.id].append(marker.sidePixels());
    }
    return seen;
}

// What is wrong with marker `id` as read back: empty when it was seen once, `mm` wide (to 2 px).
QString misread(const QMap<int, QList<double>> &seen, int id, double mm)
{
    const QList<double> sides = seen.value(id);
    if (sides.size() != 1)
        return QStringLiteral("marker %1 read %2 times").arg(id).arg(sides.size());
    const double printed = mm * kDpi / 25.4;
    if (std::abs(sides.first() - printed) > 2.0)
        return QStringLiteral("marker %1: %2 px, printed %3 px")
            .arg(id)
            .arg(sides.first())
            .arg(printed);
    return {};
}

int pdfPages(const QByteArray &pdf)
{
    return int(
        QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)"))));
}

} // namespace

class TestMarkerSheet : public QObject
{
    Q_OBJECT

private slots:
    void everyMarkerReadsBack_data();
    void everyMarkerReadsBack();
    void theSizesReadBack_data();
    void theSizesReadBack();
    void thePdfIsWritten();
    void anUnwritableTargetIsLeftAlone_data();
    void anUnwritableTargetIsLeftAlone();
    void theDialogMarksThenPrints();
};

void TestMarkerSheet::everyMarkerReadsBack_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<bool>("trays");
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        if (ruleset->demoBattle().isEmpty())
            continue;
        QTest::newRow(qPrintable(ruleset->id() + QStringLiteral(" demo, base markers")))
            << ruleset->id() << false;
    }
    QTest::newRow("fogr demo, tray markers") << QStringLiteral("fogr") << true;
}

void TestMarkerSheet::everyMarkerReadsBack()
{
    QFETCH(QString, ruleset);
    QFETCH(bool, trays);
    const core::Battle battle = markedDemo(ruleset, trays);
    const double markerMm = capture::kBaseMarkerMm;
    // What the sheet must carry, from the battle and the table: each id with its printed size.
    QMap<int, double> expected;
    for (const core::Unit &unit : battle.units) {
        if (unit.trayMarker != core::noMarker)
            expected.insert(unit.trayMarker, markerMm);
        for (const core::Base &base : unit.bases) {
            if (base.marker != core::noMarker)
                expected.insert(base.marker, markerMm);
        }
    }
    QVERIFY(!expected.isEmpty());
    capture::CaptureSettings settings;
    settings.markerMm = markerMm;
    const QList<capture::TableMarkerSpot> table = capture::tableMarkerSpots(battle.table, settings);
    QVERIFY(table.size() >= 4);
    for (const capture::TableMarkerSpot &spot : table)
        expected.insert(spot.marker.id, capture::kTableMarkerMm);

    const app::MarkerSheet sheet(battle, markerMm, QPageSize::A4);
    const QMap<int, QList<double>> seen = readBack(sheet);
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const QString problem = misread(seen, it.key(), it.value());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        QVERIFY2(expected.contains(it.key()),
                 qPrintable(QStringLiteral("marker %1 is not the battle's").arg(it.key())));
}

void TestMarkerSheet::theSizesReadBack_data()
{
    QTest::addColumn<double>("markerMm");
    QTest::newRow("smallest, 8 mm") << capture::kSmallestBaseMarkerMm;
    // With stickers.h's 2 mm margin (0.7 of a module) not one 20 mm marker was read: baseMarginMm.
    QTest::newRow("largest, 20 mm") << capture::kLargestBaseMarkerMm;
}

// The Old Dessauer demo's 24 base markers at the smallest and the largest size offered.
void TestMarkerSheet::theSizesReadBack()
{
    QFETCH(double, markerMm);
    const core::Battle battle = markedDemo(QStringLiteral("olddessauer"), false);
    const app::MarkerSheet sheet(battle, markerMm, QPageSize::Letter);
    const QMap<int, QList<double>> seen = readBack(sheet);
    int bases = 0;
    for (const core::Unit &unit : battle.units) {
        for (const core::Base &base : unit.bases) {
            ++bases;
            const QString problem = misread(seen, base.marker, markerMm);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
    QCOMPARE(bases, 24);
}

void TestMarkerSheet::thePdfIsWritten()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const app::MarkerSheet sheet(markedDemo(QStringLiteral("fogr"), false), capture::kBaseMarkerMm,
                                 QPageSize::A4);
    QVERIFY(sheet.pageCount() >= 2); // the table's markers and the two armies' bases
    const QString path = dir.filePath(QStringLiteral("markers.pdf"));
    app::writeMarkerSheet(sheet, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF"));
    QCOMPARE(pdfPages(pdf), sheet.pageCount());
    // The markers' modules neither smoothed by the reader nor greyed by JPEG.
    QVERIFY(!pdf.contains("/Interpolate true"));
    QVERIFY(!pdf.contains("/DCTDecode"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("markers.pdf")});
}

void TestMarkerSheet::anUnwritableTargetIsLeftAlone_data()
{
    QTest::addColumn<bool>("readOnlyFolder");
    QTest::newRow("a folder that cannot be written") << true;
    QTest::newRow("the disk full as it is written") << false;
}

void TestMarkerSheet::anUnwritableTargetIsLeftAlone()
{
    QFETCH(bool, readOnlyFolder);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("markers.pdf"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("the sheet printed last week");
    old.close();
    const app::MarkerSheet sheet(markedDemo(QStringLiteral("olddessauer"), false),
                                 capture::kBaseMarkerMm, QPageSize::A4);
    if (readOnlyFolder) {
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        QFile probe(dir.filePath(QStringLiteral("probe")));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.remove();
            QFile::setPermissions(dir.path(),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QSKIP("this user writes to any folder (root)");
        }
    } else {
        core::setFaultHook([&path](const char *name) {
            if (qstrcmp(name, "atomicfile.written") == 0)
                throw core::Error(path + QStringLiteral(": cannot be written: the disk is full"));
        });
    }
    QString message;
    try {
        app::writeMarkerSheet(sheet, path);
    } catch (const core::Error &error) {
        message = error.message();
    }
    core::setFaultHook({});
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(message.startsWith(QStringLiteral("Could not write %1: ").arg(path)));
    QVERIFY2(!message.contains(QLatin1Char('\n')) &&
                 !message.contains(QStringLiteral("cannot be written")),
             qPrintable(message));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the sheet printed last week"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("markers.pdf")});
}

// Print Markers on the FoGR demo, none of whose units is marked: on trays, 12 mm. A folder that
// is not there is said in one line and the dialog stays; the markers given then are one step,
// which Undo takes back; the size is remembered for the capture.
void TestMarkerSheet::theDialogMarksThenPrints()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const core::Battle demo =
        core::BattleFile::readScenario(rulesets::findRuleset(QStringLiteral("fogr"))->demoBattle());
    app::BattleDocument document(
        core::BattleSession::create(std::make_unique<core::MemoryStore>(), demo), QString());
    app::PrintMarkersDialog dialog(document, dir.path());
    QCOMPARE(dialog.path(),
             dir.filePath(QStringLiteral(
                 "An Example of Combat - Spanish tercio against Dutch foot markers.pdf")));
    dialog.traysButton()->setChecked(true);
    dialog.sizeBox()->setValue(12);

    const QString nowhere = dir.filePath(QStringLiteral("nowhere/markers.pdf"));
    dialog.pathEdit()->setText(nowhere);
    dialog.print();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY2(dialog.error().startsWith(QStringLiteral("Could not write %1: ").arg(nowhere)),
             qPrintable(dialog.error()));
    QVERIFY(!dialog.error().contains(QLatin1Char('\n')));

    dialog.pathEdit()->setText(dir.filePath(QStringLiteral("markers.pdf")));
    dialog.print();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("markers.pdf"))));
    QCOMPARE(QSettings().value(app::PrintMarkersDialog::markerMmKey()).toInt(), 12);
    for (const core::Unit &unit : document.battle().units)
        QVERIFY(unit.trayMarker != core::noMarker);
    document.undo();
    QVERIFY(document.battle() == demo);
}

QTEST_MAIN(TestMarkerSheet)
#include "tst_markersheet.moc"
