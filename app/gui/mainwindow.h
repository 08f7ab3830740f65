// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <memory>

class QLabel;
class QMenu;
class QStackedWidget;

namespace adjutant::app {

class Actions;
class AdjudicateMenu;
class AttritionDock;
class BattleDocument;
class BattleSummary;
class CaptureMenu;
class ClubLink;
class ClubWindow;
class InspectorDock;
class LogDock;
class MeasureOverlays;
class OverlayToolBar;
class StandingsWindow;
class TableScene;
class TableView;
class TurnBar;
class UnitsDock;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Each returns false and shows the reason when the file is refused; the open battle stays.
    bool openFile(const QString &path);
    // Opens the demo battle of rule set `ruleset` (by default the first registered one that has
    // a demo: Ruleset::demoBattle) afresh from its shipped scenario, in a battle file in `folder`
    // (the user's data folder by default) that replaces the one played before.
    bool openDemo(const QString &folder = {}, const QString &ruleset = {});

    // Opens a club battle (docs/club.md, "In the app"): as a table plays it, journaled locally
    // so that a cut keeps it playing, or (`direct`, the club window's Open) on the server
    // itself, live. Returns false and shows the reason (naming the server, never a password).
    bool openClub(const QString &server, const QString &battle, bool direct = false);
    // File > Open from Club…, the club window and the standings window (mainwindowclub.cpp).
    void openFromClub(const QString &server = {});
    ClubWindow *showClubWindow(const QString &server = {});
    StandingsWindow *showStandings(const QString &server = {});
    ClubLink *clubLink() const { return mClubLink; }
    QString clubState() const;

    // The size of the first window on a screen whose free area (less its panels) is `available`:
    // 95 % of it, at least the size its layout was drawn for, and never so large that the window
    // with its frame does not fit.
    static QSize firstSize(const QRect &available);

    BattleDocument *document() const { return mDocument.get(); }
    Actions *actions() const { return mActions; }
    UnitsDock *unitsDock() const { return mUnits; }
    LogDock *logDock() const { return mLog; }
    AttritionDock *attritionDock() const { return mAttrition; }
    TurnBar *turnBar() const { return mTurnBar; }
    QAction *preferencesAction() const { return mPreferences; }
    TableView *tableView() const { return mTable; }
    TableScene *tableScene() const { return mScene; }
    AdjudicateMenu *adjudicateMenu() const { return mAdjudicate; }
    MeasureOverlays *overlays() const { return mOverlays; }
    OverlayToolBar *overlayToolBar() const { return mOverlayBar; }
    InspectorDock *inspectorDock() const { return mInspector; }
    CaptureMenu *captureMenu() const { return mCapture; }
    // The last message shown to the user, for tests and the command line.
    const QString &lastError() const { return mLastError; }

protected:
    void closeEvent(QCloseEvent *event) override;
    // Hands the table's turning keys from the units dock's list to the table (setupBooks).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setDocument(std::unique_ptr<BattleDocument> document);
    void showError(const QString &message);
    void updateActions();
    void updateOverlayMenu();
    void overlaySwitched(bool on);
    void updateRecentFiles();
    void rememberRecent(const QString &path);
    void newBattle();
    void newUnit();
    void newCounter();
    void changeContactTolerance();
    void open();
    void saveAs();
    void importScenario();
    void exportScenario();
    void exportReport();
    void printMarkers();
    // Undo (back) or redo one step of the log.
    void step(bool back);
    void about();
    // The books: turn bar, attrition dock, the units' actions, preferences (mainwindow.cpp's end).
    void setupBooks();
    void showPreferences();
    // Table-side mode on or off (View menu), app-wide.
    void setTableSide(bool on);
    // The docks put away (the window's layout kept to put them back as they were), or back.
    void putDocksAway(bool away);
    // What the status bar says on entering table-side mode: the keys for the docks and back.
    QString tableSideMessage() const;
    QString startFolder() const;
    // The club battle's link goes before its document does.
    void dropClubLink();
    QString lastClubServer() const;

    Actions *mActions;
    QStackedWidget *mCentre;
    // The centre shows the summary until a battle is open, then the table.
    BattleSummary *mSummary;
    TableScene *mScene;
    TableView *mTable;
    QLabel *mCursorLabel;
    UnitsDock *mUnits;
    LogDock *mLog;
    AdjudicateMenu *mAdjudicate;
    AttritionDock *mAttrition = nullptr;
    TurnBar *mTurnBar = nullptr;
    QAction *mPreferences = nullptr;
    // Measuring: the overlays of the selected battle group, their switches, the inspector.
    MeasureOverlays *mOverlays;
    OverlayToolBar *mOverlayBar;
    QMenu *mMeasureMenu = nullptr;
    InspectorDock *mInspector;
    CaptureMenu *mCapture; // Table > Capture from Photo…, a watched folder
    QString mSelectedUnit; // the battle group last selected on the table, or empty
    std::unique_ptr<BattleDocument> mDocument;
    ClubLink *mClubLink = nullptr;
    QLabel *mClubLabel = nullptr;
    ClubWindow *mClubWindow = nullptr;
    StandingsWindow *mStandings = nullptr;
    QString mLastError;
    // The window's layout before the docks were put away (putDocksAway), or empty.
    QByteArray mDocksState;
};

} // namespace adjutant::app
