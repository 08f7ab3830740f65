// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the resolver tests: the demo battle's battle groups chosen as a player does, forms
// filled with the keyboard, the book's charge made on the table, and the question asked before
// typed dice are lost answered.

#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/resolver/resolverdialog.h"
#include "core/battle.h"
#include "core/change.h"
#include "guitesting.h"

#include <QComboBox>
#include <QJsonArray>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>

namespace resolvertesting {

using namespace adjutant;

inline QTreeWidgetItem *unitItem(app::MainWindow &window, const QString &name)
{
    const auto items =
        window.unitsDock()->tree()->findItems(name, Qt::MatchExactly | Qt::MatchRecursive);
    return items.size() == 1 ? items.first() : nullptr;
}

inline void select(app::MainWindow &window, const QString &unit)
{
    QTreeWidget *tree = window.unitsDock()->tree();
    QTreeWidgetItem *item = unitItem(window, unit);
    QVERIFY(item);
    guitesting::clickCell(tree, item, app::UnitsDock::Name);
    QCOMPARE(tree->currentItem(), item);
}

// The resolver the key sequence opens, once shown; nullptr if none.
inline app::ResolverDialog *openResolver(app::MainWindow &window, const QKeySequence &keys)
{
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return nullptr;
    QTest::keySequence(&window, keys);
    auto *dialog = window.findChild<app::ResolverDialog *>();
    if (dialog && !QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    return dialog;
}

// Picks a combo box's entry with the keyboard, as a player would.
inline void choose(QWidget *editor, const QString &word)
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    QVERIFY(combo);
    const int target = combo->findData(word);
    QVERIFY2(target >= 0, qPrintable(word));
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < target; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentData().toString(), word);
}

inline void typeNumber(QWidget *editor, int value)
{
    auto *spin = qobject_cast<QSpinBox *>(editor);
    QVERIFY(spin);
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Tab);
    QCOMPARE(spin->value(), value);
}

// FoGR, An Example of Combat: the Dutch files line up on the tercio's right three files: shot
// against pike, pike against pike, shot against shot.
inline void chargeHome(app::MainWindow &window)
{
    QJsonArray moves;
    const double xs[] = {35.2, 36.8, 38.4};
    for (int f = 0; f < 3; ++f) {
        for (int r = 0; r < 2; ++r)
            moves.append(QJsonObject{{QStringLiteral("unit"), QStringLiteral("dutch1")},
                                     {QStringLiteral("id"), QStringLiteral("f%1r%2").arg(f + 1).arg(r + 1)},
                                     {QStringLiteral("x"), xs[f]},
                                     {QStringLiteral("y"), 22.4 + 0.8 * r},
                                     {QStringLiteral("facing"), 180}});
    }
    window.document()->record(core::Change{QStringLiteral("bases.moved"), {{QStringLiteral("moves"), moves}}});
}

// The question a resolver asks before typed dice are lost, when it shows.
inline QMessageBox *discardQuestion(app::ResolverDialog *dialog)
{
    auto *box = dialog->findChild<QMessageBox *>(QStringLiteral("discardDice"));
    return box && box->isVisible() ? box : nullptr;
}

// Closes the resolver, answering "Discard the Dice" if it asks; it is gone after.
inline void closeDiscarding(app::ResolverDialog *dialog)
{
    const QPointer<app::ResolverDialog> guard(dialog);
    dialog->reject();
    if (QMessageBox *box = discardQuestion(dialog))
        QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("discard")), Qt::LeftButton);
    QTRY_VERIFY(!guard || !guard->isVisible());
}

} // namespace resolvertesting
