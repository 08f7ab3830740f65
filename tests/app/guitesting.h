#pragma once

// Helpers for the GUI tests: a cell is clicked where the view itself draws it, scrolled into
// sight first, never at a guessed pixel. A row's rectangle spans every column, so its centre may
// lie in another column than meant (a cohesion ladder) or past the viewport's edge, depending on
// the fonts and the dock's width.

#include "app/gui/mainwindow.h"

#include <QAbstractItemView>
#include <QTest>
#include <QTreeWidget>

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

} // namespace guitesting
