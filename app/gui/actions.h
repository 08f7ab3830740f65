// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QMenuBar;
class QToolBar;

namespace adjutant::app {

// Every action of the main window in one place, with its shortcut and tooltip, so that menus,
// tool bars and tests find them by name.
class Actions : public QObject
{
    Q_OBJECT

public:
    explicit Actions(QObject *parent);

    QAction *newBattle;
    QAction *open;
    QAction *saveAs;
    QAction *importScenario;
    QAction *exportScenario;
    QAction *exportReport;
    QAction *printMarkers; // the capture's sticker sheet
    QAction *quit;
    QAction *undo;
    QAction *redo;
    QAction *fitTable;
    QAction *fitSelection;
    QAction *zoomIn;
    QAction *zoomOut;
    QAction *newUnit;    // a battle group from the troop catalogue, in formation
    QAction *newTerrain; // a terrain piece of one of the rule set's types
    QAction *ruler;      // checkable: the ruler tool instead of selecting and moving
    QAction *snapping;   // checkable: dropped bases snap into contact
    QAction *tolerance;  // the open battle's contact tolerance
    QAction *highlight;  // checkable: contact and overlap drawn on the table
    QAction *tableSide;  // checkable: large type, to read from the players' side of the table
    QAction *showDocks;  // checkable: the docks shown, or put away to give the table the screen
    QAction *openDemo;
    QAction *openClub;  // a club battle, as a table plays it (docs/club.md)
    QAction *club;      // the umpire's club window
    QAction *standings; // a tournament's standings
    QAction *about;
    QMenu *recentFiles = nullptr; // made by populate()
    QMenu *tableMenu = nullptr;   // made by populate(): the capture's actions join it

    void populate(QMenuBar *menuBar, QToolBar *toolBar, const QList<QAction *> &dockToggles);
};

} // namespace adjutant::app
