// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers for the GUI tests: a cell is clicked where the view itself draws it, scrolled into
// sight first, never at a guessed pixel. A row's rectangle spans every column, so its centre may
// lie in another column than meant (a cohesion ladder) or past the viewport's edge, depending on
// the fonts and the dock's width.

#include "app/gui/docks/unitsdock.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "geometry/hexlayout.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDir>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>

#include <functional>
#include <memory>

namespace guitesting {

// Clicks the cell of `index` in `view` with the left button at the cell's centre.
inline void clickCell(QAbstractItemView *view, const QModelIndex &index)
{
    QVERIFY(index.isValid());
    view->scrollTo(index);
    const QRect cell = view->visualRect(index);
    QVERIFY2(view->viewport()->rect().contains(cell.center()),
             "the cell's centre is outside the view, even scrolled to");
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
}

inline void clickCell(QTreeWidget *tree, QTreeWidgetItem *item, int column)
{
    QVERIFY(item);
    clickCell(tree, tree->indexFromItem(item, column));
}

// Whether the units dock's `tree` elides the cell of `item` in `column`, drawn as the view draws it
// (its rect, font and text).
inline bool isElided(QTreeWidget *tree, QTreeWidgetItem *item, int column)
{
    QStyleOptionViewItem option;
    option.initFrom(tree->viewport());
    option.rect = tree->visualRect(tree->indexFromItem(item, column));
    option.widget = tree;
    option.font = item->font(column);
    option.fontMetrics = QFontMetrics(option.font);
    option.text = item->text(column);
    option.features |= QStyleOptionViewItem::HasDisplay;
    return adjutant::app::UnitsDock::isElided(option, item->text(column));
}

// The tooltip the view shows over the cell of `item` in `column`.
inline QString toolTipOf(QTreeWidget *tree, QTreeWidgetItem *item, int column)
{
    const QRect cell = tree->visualRect(tree->indexFromItem(item, column));
    QHelpEvent help(QEvent::ToolTip, cell.center(), tree->viewport()->mapToGlobal(cell.center()));
    QApplication::sendEvent(tree->viewport(), &help);
    const QString text = QToolTip::text();
    QToolTip::hideText();
    return text;
}

// A window of `size`, shown, with the demo battle opened afresh in `folder`; null if either fails.
inline std::unique_ptr<adjutant::app::MainWindow> demoWindow(const QString &folder, QSize size,
                                                             const QString &ruleset = {})
{
    auto window = std::make_unique<adjutant::app::MainWindow>();
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !window->openDemo(folder, ruleset))
        return nullptr;
    return window;
}

// Opens the scenario at `scenario` in `window`, in a new battle file in `folder` (made if need
// be), as a player's Open would: false if either is refused.
inline bool openScenario(adjutant::app::MainWindow *window, const QString &scenario, const QString &folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("battle.adjutant"));
    try {
        if (!QDir().mkpath(folder))
            return false;
        adjutant::core::BattleFile::create(path, adjutant::core::BattleFile::readScenario(scenario));
    } catch (const adjutant::core::Error &) {
        return false;
    }
    return window->openFile(path);
}

// Opens the table's context menu at `scenePos` and triggers the action found along `path`
// ("Francis Vere", "Orders", "Chargez!"); the menus' entries are put in `seen` by level.
inline bool triggerSceneMenu(adjutant::app::TableView *view, QPointF scenePos, const QStringList &path,
                        QList<QStringList> *seen = nullptr)
{
    bool triggered = false;
    QTimer::singleShot(0, view, [&] {
        auto *top = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QMenu *menu = top;
        for (qsizetype level = 0; menu && level < path.size(); ++level) {
            QAction *found = nullptr;
            QStringList texts;
            for (QAction *action : menu->actions()) {
                texts << action->text();
                if (action->text() == path[level])
                    found = action;
            }
            if (seen)
                seen->append(texts);
            if (!found)
                break;
            if (level + 1 == path.size()) {
                found->trigger();
                triggered = true;
            }
            menu = found->menu();
        }
        if (top)
            top->close();
    });
    const QPoint at = view->mapFromScene(scenePos);
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &event);
    return triggered;
}

// Drags on `view` with the left button from one scene point to another in six moves, holding
// `modifiers`; `beforeRelease` runs while the button is still down.
inline void dragOnView(adjutant::app::TableView *view, QPointF fromScene, QPointF toScene,
                       Qt::KeyboardModifiers modifiers, const std::function<void()> &beforeRelease = {})
{
    QWidget *port = view->viewport();
    const QPoint from = view->mapFromScene(fromScene);
    const QPoint to = view->mapFromScene(toScene);
    QTest::mousePress(port, Qt::LeftButton, modifiers, from);
    for (int i = 1; i <= 6; ++i) {
        const QPoint at = from + (to - from) * i / 6;
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         modifiers);
        QApplication::sendEvent(port, &move);
    }
    if (beforeRelease)
        beforeRelease();
    QTest::mouseRelease(port, Qt::LeftButton, modifiers, to);
}

// The scene point of a hex map's hex by its printed label's column and row (1404: 14, 4).
inline QPointF sceneOfHex(const adjutant::app::TableScene &scene, int column, int row)
{
    return scene.frame().toScene(scene.frame().hexLayout()->centre({column - 1, row - 1}));
}

// Saves a picture of `widget` as `name` in the folder ADJUTANT_SCREENSHOTS names, if it is set.
inline void saveShot(QWidget &widget, const QString &name)
{
    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        QVERIFY(widget.grab().save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + name));
}

} // namespace guitesting
