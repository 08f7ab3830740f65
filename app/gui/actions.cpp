// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/actions.h"

#include <QAction>
#include <QIcon>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace adjutant::app {

namespace {
QAction *make(QObject *parent, const QString &text, const QString &tip, const QKeySequence &key,
              const QString &iconName = {})
{
    auto *action = new QAction(text, parent);
    action->setShortcut(key);
    action->setStatusTip(tip);
    action->setToolTip(key.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    if (!iconName.isEmpty())
        action->setIcon(QIcon::fromTheme(iconName));
    return action;
}
} // namespace

Actions::Actions(QObject *parent)
    : QObject(parent), newBattle(make(this, tr("&New Battle…"), tr("Start a new battle file"),
                                      QKeySequence::New, QStringLiteral("document-new"))),
      open(make(this, tr("&Open…"), tr("Open a battle file"), QKeySequence::Open,
                QStringLiteral("document-open"))),
      saveAs(make(this, tr("Save &As…"),
                  tr("Copy this battle, with its whole log, to a new file and continue there"),
                  QKeySequence::SaveAs, QStringLiteral("document-save-as"))),
      importScenario(make(this, tr("&Import Scenario…"),
                          tr("Replace this battle with a scenario file (undoable)"),
                          QKeySequence(tr("Ctrl+I")))),
      exportScenario(make(this, tr("&Export Scenario…"), tr("Write this battle as a scenario file"),
                          QKeySequence(tr("Ctrl+E")))),
      exportReport(make(this, tr("Export &Report…"),
                        tr("Write the battle report, to print or send: PDF or a web page"),
                        QKeySequence(tr("Ctrl+Shift+E")))),
      printMarkers(make(this, tr("Print &Markers…"),
                        tr("Print the stickers that let a photo of the table find each base: a "
                           "marker for each base or movement tray, and the table's markers"),
                        QKeySequence())),
      quit(make(this, tr("&Quit"), tr("Quit Adjutant (everything is already saved)"),
                QKeySequence::Quit, QStringLiteral("application-exit"))),
      undo(make(this, tr("&Undo"), tr("Undo the last step (the log keeps it)"), QKeySequence::Undo,
                QStringLiteral("edit-undo"))),
      redo(make(this, tr("&Redo"), tr("Redo the step last undone"), QKeySequence::Redo,
                QStringLiteral("edit-redo"))),
      fitTable(make(this, tr("Fit &Table"), tr("Show the whole table"), QKeySequence(tr("Ctrl+0")),
                    QStringLiteral("zoom-fit-best"))),
      fitSelection(make(this, tr("Fit &Selection"), tr("Zoom to the selected bases"),
                        QKeySequence(tr("Ctrl+9")), QStringLiteral("zoom-fit-selection"))),
      zoomIn(make(this, tr("Zoom &In"), tr("Zoom in"), QKeySequence::ZoomIn,
                  QStringLiteral("zoom-in"))),
      zoomOut(make(this, tr("Zoom &Out"), tr("Zoom out"), QKeySequence::ZoomOut,
                   QStringLiteral("zoom-out"))),
      newUnit(
          make(this, tr("New &Battle Group…"),
               tr("Put a battle group from the troop catalogue on the table, in files and ranks"),
               QKeySequence(tr("Ctrl+B")), QStringLiteral("list-add"))),
      newTerrain(make(this, tr("New &Terrain…"),
                      tr("Put a terrain piece of one of the rule set's terrain types on the table"),
                      QKeySequence(tr("Ctrl+Shift+N")), QStringLiteral("insert-object"))),
      ruler(make(this, tr("&Ruler"),
                 tr("Measure: drag from a point, corner, edge or base to another, or click, move and click"),
                 QKeySequence(tr("M")), QStringLiteral("measure"))),
      snapping(make(this, tr("S&nap into Contact"),
                    tr("Dropped bases snap into edge contact with a base near them (hold Shift to "
                       "place freely)"),
                    QKeySequence())),
      tolerance(make(this, tr("Contact &Tolerance…"),
                     tr("How far apart bases may be and still count as in contact, in this battle"),
                     QKeySequence())),
      highlight(make(this, tr("Show &Contact and Overlap"),
                     tr("Mark bases in contact and overlapping bases"), QKeySequence())),
      tableSide(make(this, tr("Ta&ble-Side Mode"),
                     tr("Large type for the table's labels, cohesion and results, to read from "
                        "your side of the table, and the table on the whole window (%1 shows "
                        "the docks)"),
                     QKeySequence(tr("F8")))),
      showDocks(make(this, tr("Show &Docks"),
                     tr("Show the units, log, books and inspector beside the table, or put them "
                        "away to give the table the window"),
                     QKeySequence(tr("F9")))),
      openDemo(make(this, tr("Open the &Demo Battle"),
                    tr("Open the FoGR demo battle (tercio against Dutch foot) as shipped, afresh"),
                    QKeySequence())),
      openClub(make(this, tr("Open from &Club…"),
                    tr("Play a battle of the club server at this table (it keeps playing through a network cut)"),
                    QKeySequence())),
      club(make(this, tr("C&lub Window…"),
                tr("Every battle on the club server, live: tables, turns, standing, last events"),
                QKeySequence())),
      standings(make(this, tr("&Standings…"), tr("A tournament's standings on the club server, live"),
                     QKeySequence())),
      about(make(this, tr("&About Adjutant"), tr("About Adjutant"), QKeySequence()))
{
    for (QAction *action : {ruler, snapping, highlight, tableSide, showDocks})
        action->setCheckable(true);
    showDocks->setChecked(true);
    // Table-side mode's tips name the key that brings the docks back.
    const QString docksKey = showDocks->shortcut().toString(QKeySequence::NativeText);
    tableSide->setStatusTip(tableSide->statusTip().arg(docksKey));
    tableSide->setToolTip(tableSide->toolTip().arg(docksKey));
    snapping->setChecked(true);
    highlight->setChecked(true);
    snapping->setIconText(tr("Snap"));
    newUnit->setIconText(tr("Battle Group"));
    newTerrain->setIconText(tr("Terrain"));
    highlight->setIconText(tr("Contacts"));
    undo->setIconText(tr("Undo"));
    redo->setIconText(tr("Redo"));
}

void Actions::populate(QMenuBar *menuBar, QToolBar *toolBar, const QList<QAction *> &dockToggles)
{
    QMenu *file = menuBar->addMenu(tr("&File"));
    file->addActions({newBattle, open});
    recentFiles = file->addMenu(tr("Open &Recent"));
    file->addAction(saveAs);
    file->addSeparator();
    file->addActions({openClub, club, standings});
    file->addSeparator();
    file->addActions({importScenario, exportScenario, exportReport, printMarkers});
    file->addSeparator();
    file->addAction(quit);

    QMenu *edit = menuBar->addMenu(tr("&Edit"));
    edit->addActions({undo, redo});

    QMenu *view = menuBar->addMenu(tr("&View"));
    view->addActions({fitTable, fitSelection, zoomIn, zoomOut});
    view->addSeparator();
    view->addActions({highlight, tableSide});
    view->addSeparator();
    view->addAction(showDocks);
    view->addActions(dockToggles);

    tableMenu = menuBar->addMenu(tr("&Table"));
    tableMenu->addActions({newUnit, newTerrain});
    tableMenu->addSeparator();
    tableMenu->addActions({ruler, snapping, tolerance});

    QMenu *help = menuBar->addMenu(tr("&Help"));
    help->addActions({openDemo, about});

    toolBar->addActions({newBattle, open, undo, redo});
    toolBar->addSeparator();
    toolBar->addActions({fitTable, fitSelection, newUnit, newTerrain, ruler, snapping, highlight});
}

} // namespace adjutant::app
