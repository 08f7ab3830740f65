// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer's resolvers in the real main window (offscreen platform): with the Garde in
// contact with the Deutschmeister on the demo, Close Combat opens with both units filled in from
// the table (OD 17), not asking for a unit; Fire opens on the target the table shows, and Apply
// removes its figures and opens its fire test (OD 16).
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/resolver/diceentry.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/resolver/resolverdialog.h"
#include "core/battle.h"
#include "core/change.h"
#include "resolvertesting.h"

#include <QAction>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
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

    // The demo as it opens: the Garde selected, Fire opens on the Deutschmeister, the target the
    // inspector shows 5 inches off in the arc of fire; the players choose muskets and type 3 dice
    // (grade A +2 at far range: 3-6, OD 16.9). Apply removes 3 of the Deutschmeister's figures
    // and opens its fire test with the 3 hits (OD 16.10).
    void fireRemovesFiguresAndCallsTheFireTest()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(window.openDemo(mDir.filePath(QStringLiteral("fire")), QStringLiteral("olddessauer")),
                 qPrintable(window.lastError()));
        select(window, QStringLiteral("Garde (I/15)"));
        app::ResolverDialog *dialog =
            openResolver(window, window.adjudicateMenu()->action(QStringLiteral("fire"))->shortcut());
        QVERIFY(dialog);
        app::InputForm *form = dialog->form();
        QCOMPARE(form->value().value(QStringLiteral("target")).toString(), QStringLiteral("ir_ausA"));
        QCOMPARE(form->value().value(QStringLiteral("distance")).toDouble(), 5.0);
        QVERIFY(form->derivedKeys().contains(QStringLiteral("distance")));
        choose(form->editor(QStringLiteral("weapon")), QStringLiteral("Muskets"));
        QLineEdit *faces = dialog->diceEntry()->facesEdit(QStringLiteral("fire"));
        QVERIFY(faces);
        QTest::keyClicks(faces, QStringLiteral("3 4 5"));
        QTRY_VERIFY(dialog->applyButton()->isEnabled());
        const QPointer<app::ResolverDialog> fire(dialog);
        QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
        QTRY_VERIFY(!fire);
        const core::Battle &battle = window.document()->battle();
        QCOMPARE(battle.units[battle.unitIndex(QStringLiteral("ir_ausA"))].currentStrength, 9);

        app::ResolverDialog *test = nullptr;
        QTRY_VERIFY((test = window.findChild<app::ResolverDialog *>(QStringLiteral("resolver-fire-test"))));
        const QJsonObject facts = test->form()->value();
        QCOMPARE(facts.value(QStringLiteral("unit")).toString(), QStringLiteral("ir_ausA"));
        QCOMPARE(facts.value(QStringLiteral("hits")).toInt(), 3);
        QCOMPARE(facts.value(QStringLiteral("grade")).toString(), QStringLiteral("C"));
        closeDiscarding(test);
    }

private:
    QTemporaryDir mDir;
};

QTEST_MAIN(TestOdResolver)
#include "tst_odresolver.moc"
