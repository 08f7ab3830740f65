// SPDX-License-Identifier: GPL-3.0-or-later
// Over-long names in the app (issue 28, part 2; docs/formats.md "Limits"): a battle an older
// Adjutant wrote with a 40,000-character side name opens, shows the name shortened (the chart of
// the count by turn laid such a name out in memory that grew with the square of its length) and
// is not rewritten; the fields where a player types a name take no more than the limit.
#include "app/gui/dialogs/newbattledialog.h"
#include "app/gui/dialogs/newunitdialog.h"
#include "app/gui/docks/attritiondock.h"
#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/sqlitestore.h"
#include "core/textlimits.h"

#include <QAbstractSeries>
#include <QChart>
#include <QCryptographicHash>
#include <QFile>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace adjutant;

namespace {

const QString demo =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

QByteArray sha(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly)
               ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
               : QByteArray();
}

} // namespace

class TestLongNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
    }
    void olderBattleWithALongNameOpensShortened();
    void nameFieldsTakeNoMoreThanTheLimit();

private:
    QTemporaryDir mDir;
};

void TestLongNames::olderBattleWithALongNameOpensShortened()
{
    const QString path = mDir.filePath(QStringLiteral("older.adjutant"));
    core::Battle battle = core::BattleFile::readScenario(demo);
    const QString longName(40000, QLatin1Char('L'));
    battle.name = longName;
    battle.sides[1].name = longName;
    battle.units[0].name = longName;
    {
        // As an Adjutant without the limits wrote it.
        auto store = core::SqliteStore::stage(path);
        core::SqliteStore &file = *store;
        const auto written = core::BattleSession::create(std::move(store), battle);
        file.publish();
    }
    const QByteArray before = sha(path);
    app::MainWindow window;
    window.resize(1500, 950);
    window.show();
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
    QCOMPARE(window.document()->battle().sides[1].name, longName); // held whole
    // Before: the books dock's and the summary's labels made the window 306,000 pixels wide (a
    // 1.2 GB backing store). With every name shortened it stays about a screen wide.
    QVERIFY2(window.minimumSizeHint().width() < 10000,
             qPrintable(QString::number(window.minimumSizeHint().width())));
    const QString shown = QString(core::TextLimits::maxName, QLatin1Char('L')) + QChar(0x2026);
    QVERIFY2(window.windowTitle().startsWith(shown), qPrintable(window.windowTitle().left(300)));
    QStringList names;
    for (QAbstractSeries *series : window.attritionDock()->chart()->series())
        names << series->name();
    QVERIFY2(names.contains(shown), qPrintable(names.join(QLatin1Char('|')).left(300)));
    for (const QString &name : names)
        QVERIFY2(name.size() <= core::TextLimits::maxName + 20,
                 qPrintable(QString::number(name.size())));
    // The units dock's rows (the side's, the unit's) and a dialog listing the sides.
    QTreeWidget *units = window.unitsDock()->tree();
    for (int side = 0; side < units->topLevelItemCount(); ++side) {
        QTreeWidgetItem *item = units->topLevelItem(side);
        QVERIFY(item->text(app::UnitsDock::Name).size() <= core::TextLimits::maxName + 20);
        for (int unit = 0; unit < item->childCount(); ++unit)
            QVERIFY(item->child(unit)->text(app::UnitsDock::Name).size() <=
                    core::TextLimits::maxName + 20);
    }
    const app::NewUnitDialog dialog(window.document()->battle());
    QVERIFY2(dialog.minimumSizeHint().width() < 10000,
             qPrintable(QString::number(dialog.minimumSizeHint().width())));
    window.close();
    QCOMPARE(sha(path), before);
}

void TestLongNames::nameFieldsTakeNoMoreThanTheLimit()
{
    const QString typed(300, QLatin1Char('n'));
    app::NewBattleDialog battle;
    for (const char *field : {"name", "sideA", "sideB"}) {
        auto *edit = battle.findChild<QLineEdit *>(QLatin1String(field));
        QVERIFY2(edit, field);
        edit->setText(typed);
        QCOMPARE(edit->text().size(), core::TextLimits::maxName);
    }
    battle.accept();
    QCOMPARE(battle.battle().name.size(), core::TextLimits::maxName);
    QCOMPARE(battle.battle().sides.value(1).name.size(), core::TextLimits::maxName);

    app::NewUnitDialog unit(core::BattleFile::readScenario(demo));
    unit.nameEdit()->setText(typed);
    QCOMPARE(unit.nameEdit()->text().size(), core::TextLimits::maxName);
}

QTEST_MAIN(TestLongNames)
#include "tst_longnames.moc"
