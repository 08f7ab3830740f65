// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer's resolvers in the real main window (offscreen platform): with the Garde in
// contact with the Deutschmeister on the demo, Close Combat opens with both units filled in from
// the table (OD 17), not asking for a unit.
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/resolver/resolverdialog.h"
#include "core/battle.h"
#include "core/change.h"
#include "resolvertesting.h"

#include <QAction>
#include <QJsonArray>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;
using namespace resolvertesting;

class TestOdResolver : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
    }

    void closeCombatFilledFromTheContact()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(
            window.openDemo(mDir.filePath(QStringLiteral("od")), QStringLiteral("olddessauer")),
            qPrintable(window.lastError()));
        // The Deutschmeister march up to the Garde: front edge on front edge (y 10.5 against the
        // Garde's 10, bases 0.5 inch deep), as `adjutant-cli measure` confirms.
        QJsonArray moves;
        const double xs[] = {16.5, 15.0, 13.5};
        for (int i = 0; i < 3; ++i)
            moves.append(QJsonObject{{QStringLiteral("unit"), QStringLiteral("ir_ausA")},
                                     {QStringLiteral("id"), QStringLiteral("s%1").arg(i + 1)},
                                     {QStringLiteral("x"), xs[i]},
                                     {QStringLiteral("y"), 10.5},
                                     {QStringLiteral("facing"), 180}});
        window.document()->record(
            core::Change{QStringLiteral("bases.moved"), {{QStringLiteral("moves"), moves}}});
        select(window, QStringLiteral("Garde (I/15)"));

        app::ResolverDialog *dialog = openResolver(
            window, window.adjudicateMenu()->action(QStringLiteral("close-combat"))->shortcut());
        QVERIFY(dialog);
        const QString problem = dialog->problemLabel()->text();
        QVERIFY2(!problem.contains(QStringLiteral("is required")), qPrintable(problem));
        QVERIFY(dialog->form()->derivedKeys().contains(QStringLiteral("sides")));
        const QJsonArray sides = dialog->form()->value().value(QStringLiteral("sides")).toArray();
        QCOMPARE(sides.size(), 2);
        QCOMPARE(sides[0].toObject().value(QStringLiteral("unit")).toString(),
                 QStringLiteral("ir15"));
        QCOMPARE(sides[0].toObject().value(QStringLiteral("grade")).toString(),
                 QStringLiteral("A"));
        QCOMPARE(sides[0].toObject().value(QStringLiteral("figures")).toInt(), 12);
        QCOMPARE(sides[1].toObject().value(QStringLiteral("unit")).toString(),
                 QStringLiteral("ir_ausA"));
        QCOMPARE(sides[1].toObject().value(QStringLiteral("defensiveFire")).toBool(), true);
        // What is left to ask is the row of scores the transcription lost (OD 17.9).
        QVERIFY2(problem.contains(QStringLiteral("scores")), qPrintable(problem));
        closeDiscarding(dialog);
    }

private:
    QTemporaryDir mDir;
};

QTEST_MAIN(TestOdResolver)
#include "tst_odresolver.moc"
