// SPDX-License-Identifier: GPL-3.0-or-later
// Typing the dice as a player does, on the keyboard only: the faces of a roll, Tab, the next
// roll's faces (its box appears as the one before is typed, next in the Tab order), spaces
// between faces; Escape, Close, a space on a button and Roll for Me never lose typed dice
// without asking, and the answer that keeps them is the one Enter and Escape give.
#include "app/gui/docks/logdock.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/resolver/diceentry.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/resolver/resolverdialog.h"
#include "resolvertesting.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;
using namespace resolvertesting;

namespace {

// Keys as the player presses them: each goes where the keyboard is at that moment.
void press(const QString &keys)
{
    for (const QChar key : keys) {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, key.toLatin1());
    }
}

void press(Qt::Key key)
{
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, key);
}

// Every die typed, by roll.
QStringList typedFaces(app::ResolverDialog *dialog)
{
    QStringList faces;
    for (const app::Adjudication::Roll &roll : dialog->adjudication().rolls()) {
        const QLineEdit *edit = dialog->diceEntry()->facesEdit(roll.record.name);
        faces << roll.record.name + QLatin1Char('=') + (edit ? edit->text() : QString());
    }
    return faces;
}

} // namespace

class TestDiceEntry : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void typedRollAfterRollWithTab();
    void typedDiceAreNeverLostWithoutAsking();

private:
    // The book's melee on the demo (FoGR, An Example of Combat), the tercio selected, its
    // resolver open and active.
    app::ResolverDialog *openMelee(app::MainWindow &window, const QString &name);
    QTemporaryDir mDir;
};

void TestDiceEntry::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

app::ResolverDialog *TestDiceEntry::openMelee(app::MainWindow &window, const QString &name)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.openDemo(mDir.filePath(name)))
        return nullptr;
    chargeHome(window);
    select(window, QStringLiteral("Tercio"));
    app::ResolverDialog *dialog = openResolver(window, window.adjudicateMenu()->action(QStringLiteral("melee"))->shortcut());
    if (!dialog)
        return nullptr;
    dialog->activateWindow();
    return QTest::qWaitForWindowActive(dialog) ? dialog : nullptr;
}

// Six rolls, two or three dice each: the player clicks into the first, then types faces, Tab,
// faces, Tab ... and every die lands in its roll, none in the facts.
void TestDiceEntry::typedRollAfterRollWithTab()
{
    app::MainWindow window;
    app::ResolverDialog *dialog = openMelee(window, QStringLiteral("tab"));
    QVERIFY(dialog);
    const QJsonObject facts = dialog->form()->value();
    QCOMPARE(dialog->adjudication().rolls().size(), 1); // the next appear as these are typed
    QLineEdit *first = dialog->diceEntry()->facesEdit(dialog->adjudication().rolls().first().record.name);
    QVERIFY(first);
    QTest::mouseClick(first, Qt::LeftButton);
    QCOMPARE(QApplication::focusWidget(), first);

    QStringList typed;
    for (int roll = 0; roll < 20 && !dialog->adjudication().result(); ++roll) {
        const app::Adjudication::Roll current = dialog->adjudication().rolls().last();
        QLineEdit *faces = dialog->diceEntry()->facesEdit(current.record.name);
        QCOMPARE(QApplication::focusWidget(), faces);
        const QPointer<QLineEdit> box(faces);
        QStringList dice(current.record.count, QStringLiteral("5"));
        press(dice.join(QLatin1Char(' ')));
        // The box typed in stays, keyboard and all, while the next roll's appears.
        QVERIFY(box);
        QCOMPARE(dialog->diceEntry()->facesEdit(current.record.name), faces);
        typed << current.record.name + QLatin1Char('=') + dice.join(QLatin1Char(' '));
        press(Qt::Key_Tab);
    }
    QVERIFY(dialog->adjudication().result());
    QCOMPARE(dialog->adjudication().rolls().size(), 6);
    QCOMPARE(typedFaces(dialog), typed);
    QCOMPARE(dialog->form()->value(), facts);
    // Past the last roll, Tab comes to Roll for Me, then Apply.
    QCOMPARE(QApplication::focusWidget(), dialog->diceEntry()->rollButton());
    press(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), dialog->applyButton());
    const int rows = window.logDock()->view()->model()->rowCount();
    const QPointer<app::ResolverDialog> melee(dialog);
    press(Qt::Key_Space);
    QTRY_VERIFY(!melee);
    QCOMPARE(window.logDock()->view()->model()->rowCount(), rows + 1);
}

void TestDiceEntry::typedDiceAreNeverLostWithoutAsking()
{
    app::MainWindow window;
    app::ResolverDialog *dialog = openMelee(window, QStringLiteral("ask"));
    QVERIFY(dialog);
    const QString roll = dialog->adjudication().rolls().first().record.name;
    QLineEdit *faces = dialog->diceEntry()->facesEdit(roll);
    QTest::mouseClick(faces, Qt::LeftButton);
    press(QStringLiteral("6 "));
    const QStringList typed = typedFaces(dialog);
    QCOMPARE(typed.first(), roll + QStringLiteral("=6 "));

    // Escape asks; Escape again keeps the dice.
    press(Qt::Key_Escape);
    QMessageBox *question = nullptr;
    QTRY_VERIFY((question = discardQuestion(dialog)));
    QVERIFY(question->text().contains(QStringLiteral("dice typed in will be lost")));
    QTest::keyClick(question, Qt::Key_Escape);
    QTRY_VERIFY(!discardQuestion(dialog));
    QVERIFY(dialog->isVisible());
    QCOMPARE(typedFaces(dialog), typed);

    // Close asks; Enter keeps the dice.
    QPushButton *close = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close);
    QTest::mouseClick(close, Qt::LeftButton);
    QTRY_VERIFY((question = discardQuestion(dialog)));
    QTest::keyClick(question, Qt::Key_Return);
    QTRY_VERIFY(!discardQuestion(dialog));
    QVERIFY(dialog->isVisible());
    QCOMPARE(typedFaces(dialog), typed);

    // A space on Roll for Me (the keyboard left the dice) would roll them all again: it asks,
    // and a space there keeps them.
    // (The offscreen platform leaves no window active once the question has gone.)
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    dialog->diceEntry()->rollButton()->setFocus();
    press(Qt::Key_Space);
    QTRY_VERIFY((question = discardQuestion(dialog)));
    QVERIFY(QTest::qWaitForWindowActive(question));
    QTRY_COMPARE(QApplication::focusWidget(), question->findChild<QPushButton *>(QStringLiteral("keep")));
    press(Qt::Key_Space);
    QTRY_VERIFY(!discardQuestion(dialog));
    QCOMPARE(typedFaces(dialog), typed);

    // A space on Close (the lost dice) asks too.
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    close->setFocus();
    press(Qt::Key_Space);
    QTRY_VERIFY((question = discardQuestion(dialog)));
    QVERIFY(QTest::qWaitForWindowActive(question));
    QTRY_COMPARE(QApplication::focusWidget(), question->findChild<QPushButton *>(QStringLiteral("keep")));
    press(Qt::Key_Escape);
    QTRY_VERIFY(!discardQuestion(dialog));
    QVERIFY(dialog->isVisible());
    QCOMPARE(typedFaces(dialog), typed);

    // The player means it: the dice go with the resolver, and nothing is recorded.
    const int rows = window.logDock()->view()->model()->rowCount();
    const QPointer<app::ResolverDialog> melee(dialog);
    QTest::keyClick(dialog, Qt::Key_Escape);
    QTRY_VERIFY((question = discardQuestion(dialog)));
    QTest::mouseClick(question->findChild<QPushButton *>(QStringLiteral("discard")), Qt::LeftButton);
    QTRY_VERIFY(!melee);
    QCOMPARE(window.logDock()->view()->model()->rowCount(), rows);
}

QTEST_MAIN(TestDiceEntry)
#include "tst_diceentry.moc"
