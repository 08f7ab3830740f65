// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/mainwindow.h"

#include "app/gui/actions.h"
#include "app/gui/capture/capturemenu.h"
#include "app/gui/dialogs/newcounterdialog.h"
#include "app/gui/dialogs/newunitdialog.h"
#include "app/gui/dialogs/preferences.h"
#include "app/gui/dialogs/preferencesdialog.h"
#include "app/gui/docks/attritiondock.h"
#include "app/gui/docks/inspectordock.h"
#include "app/gui/docks/logdock.h"
#include "app/gui/docks/turnbar.h"
#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/document/books.h"
#include "app/gui/report/battlesummary.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/style/appicon.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/measureoverlays.h"
#include "app/gui/table/overlaytoolbar.h"
#include "app/gui/table/placement.h"
#include "app/gui/table/tableframe.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/textlimits.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QTreeWidget>

namespace adjutant::app {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), mActions(new Actions(this)), mCentre(new QStackedWidget(this)),
      mSummary(new BattleSummary(mCentre)), mScene(new TableScene(this)), mTable(new TableView(mScene, mCentre)),
      mCursorLabel(new QLabel(this)), mUnits(new UnitsDock(this)), mLog(new LogDock(this)),
      mAdjudicate(new AdjudicateMenu(this, [this] { return mUnits->currentUnit(); })),
      mOverlays(new MeasureOverlays(mScene, this)), mOverlayBar(new OverlayToolBar(mOverlays, this)),
      mInspector(new InspectorDock(this)), mCapture(new CaptureMenu(this))
{
    setWindowTitle(tr("Adjutant"));
    QApplication::setWindowIcon(appIcon());
    mCentre->addWidget(mSummary);
    mCentre->addWidget(mTable);
    setCentralWidget(mCentre);
    // The docks on the right run the window's height, the log only under the table: the units,
    // the inspector and the books keep room for their rows on a laptop's screen.
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::RightDockWidgetArea, mUnits);
    addDockWidget(Qt::BottomDockWidgetArea, mLog);
    auto *toolBar = addToolBar(tr("Main"));
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    mActions->populate(menuBar(), toolBar,
                       {mUnits->toggleViewAction(), mLog->toggleViewAction(), mInspector->toggleViewAction()});
    // Measuring: the overlay switches in their own tool bar and menu, the inspector under the units.
    addToolBar(mOverlayBar);
    splitDockWidget(mUnits, mInspector, Qt::Vertical);
    mMeasureMenu = new QMenu(tr("&Measure"), this);
    menuBar()->insertMenu(menuBar()->actions().constLast(), mMeasureMenu);
    connect(mOverlayBar, &OverlayToolBar::overlaysChanged, this, &MainWindow::updateOverlayMenu);
    updateOverlayMenu();
    menuBar()->insertMenu(menuBar()->actions().constLast(), mAdjudicate->menu()); // before Help
    mActions->tableMenu->addSeparator();
    mCapture->addTo(mActions->tableMenu);
    connect(mCapture, &CaptureMenu::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    statusBar()->showMessage(tr("Ready"));
    mCursorLabel->setMinimumWidth(180);
    mCursorLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    statusBar()->addPermanentWidget(mCursorLabel);
    connect(mTable, &TableView::cursorTextChanged, mCursorLabel, &QLabel::setText);
    connect(mScene, &TableScene::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(mActions->fitTable, &QAction::triggered, mTable, &TableView::fitTable);
    connect(mActions->fitSelection, &QAction::triggered, mTable, &TableView::fitSelection);
    connect(mActions->zoomIn, &QAction::triggered, mTable, [this] { mTable->zoomBy(1.25); });
    connect(mActions->zoomOut, &QAction::triggered, mTable, [this] { mTable->zoomBy(0.8); });
    connect(mActions->newUnit, &QAction::triggered, this, &MainWindow::newUnit);
    connect(mActions->newTerrain, &QAction::triggered, this, [this] {
        if (mActions->newTerrain->isEnabled())
            mScene->newTerrain(this, mScene->frame().toTable(mTable->mapToScene(
                                         mTable->viewport()->rect().center())),
                               true);
    });
    connect(mActions->tolerance, &QAction::triggered, this, &MainWindow::changeContactTolerance);
    connect(mActions->ruler, &QAction::toggled, mScene, [this](bool on) {
        mScene->setTool(on ? TableScene::Tool::Ruler : TableScene::Tool::Select);
        statusBar()->showMessage(on ? tr("Ruler: drag from a point, corner, edge or base to another, or click, move and click; Esc clears")
                                    : QString(), 8000);
    });
    connect(mActions->snapping, &QAction::toggled, mScene, &TableScene::setSnapping);
    connect(mActions->highlight, &QAction::toggled, mScene, &TableScene::setHighlighting);

    connect(mActions->newBattle, &QAction::triggered, this, &MainWindow::newBattle);
    connect(mActions->open, &QAction::triggered, this, &MainWindow::open);
    connect(mActions->saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(mActions->importScenario, &QAction::triggered, this, &MainWindow::importScenario);
    connect(mActions->exportScenario, &QAction::triggered, this, &MainWindow::exportScenario);
    connect(mActions->exportReport, &QAction::triggered, this, &MainWindow::exportReport);
    connect(mActions->printMarkers, &QAction::triggered, this, &MainWindow::printMarkers);
    connect(mActions->quit, &QAction::triggered, this, &MainWindow::close);
    connect(mActions->undo, &QAction::triggered, this, [this] { step(true); });
    connect(mActions->redo, &QAction::triggered, this, [this] { step(false); });
    connect(mActions->openDemo, &QAction::triggered, this, [this] { openDemo(); });
    connect(mActions->openClub, &QAction::triggered, this, [this] { openFromClub(); });
    connect(mActions->club, &QAction::triggered, this, [this] { showClubWindow(); });
    connect(mActions->standings, &QAction::triggered, this, [this] { showStandings(); });
    connect(mActions->about, &QAction::triggered, this, &MainWindow::about);
    setupBooks();

    QSettings settings;
    resize(firstSize(screen()->availableGeometry()));
    // The units dock as wide as a unit's name, its ladder, bases and losses want on every demo.
    resizeDocks({mUnits}, {fontMetrics().averageCharWidth() * 90}, Qt::Horizontal);
    resizeDocks({mLog}, {170}, Qt::Vertical);
    resizeDocks({mUnits, mAttrition}, {320, 420}, Qt::Vertical);
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    // Started in table-side mode: the table has the window.
    if (mActions->tableSide->isChecked()) {
        mActions->showDocks->setChecked(false);
        statusBar()->showMessage(tableSideMessage(), 20000);
    }
    updateRecentFiles();
    updateActions();
}

QSize MainWindow::firstSize(const QRect &available)
{
    // The window manager's frame is not known before the window is shown: room for a title bar
    // of up to 40 px (GNOME's is 37, KDE's and Windows' about 30) and borders of 8.
    // Nineteen twentieths of a large screen, so that a 1920 x 1080 one shows every dock's words whole;
    // never less than 1200 x 760 where the screen has room, never more than it has.
    const QMargins frame(8, 40, 8, 8);
    const QSize wanted = QSize(1200, 760).expandedTo(available.size() * 0.95);
    return wanted.boundedTo(available.marginsRemoved(frame).size());
}

MainWindow::~MainWindow()
{
    dropClubLink(); // it follows the document, which goes first
    // The scene's items go with it, changing its selection: the units dock no longer follows.
    disconnect(mScene, &QGraphicsScene::selectionChanged, this, nullptr);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    // The docks as they were before table-side mode put them away: the next start shows them.
    settings.setValue(QStringLiteral("mainWindow/state"),
                      mDocksState.isEmpty() ? saveState() : mDocksState);
    event->accept();
}

void MainWindow::showError(const QString &message)
{
    mLastError = message;
    statusBar()->showMessage(message, 10000);
    // Window-modal and non-blocking: the message never stalls the event loop.
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Adjutant"), message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::setDocument(std::unique_ptr<BattleDocument> document)
{
    // Views first let go of the old document, then it goes.
    dropClubLink();
    mCapture->setDocument(document.get());
    mSummary->setDocument(document.get());
    mScene->setDocument(document.get());
    mCentre->setCurrentWidget(document ? static_cast<QWidget *>(mTable) : mSummary);
    mUnits->setDocument(document.get());
    mLog->setDocument(document.get());
    mAdjudicate->setDocument(document.get());
    mAttrition->setDocument(document.get());
    mTurnBar->setDocument(document.get());
    mInspector->setSources(document.get(), mOverlays);
    // A battle whose units want more room than the units dock has (a long losses sentence): the
    // dock widens to it, as far as leaves the table more than half the window.
    if (document && mUnits->essentialWidth() > mUnits->width())
        resizeDocks({mUnits}, {std::min(mUnits->essentialWidth(), width() * 45 / 100)}, Qt::Horizontal);
    mDocument = std::move(document);
    const rulesets::Ruleset *ruleset =
        mDocument ? rulesets::findRuleset(mDocument->battle().ruleset) : nullptr;
    const rulesets::TableRules *rules = ruleset ? ruleset->tableRules() : nullptr;
    mOverlayBar->setOverlays(rules ? rules->overlays() : QList<rulesets::OverlayInfo>());
    updateOverlayMenu();
    if (mDocument) {
        // Undo and redo name the step they would take, which every change moves; the title
        // names the battle, which only a whole battle imported renames.
        const auto title = [this] {
            const QString name = mDocument->battle().name;
            setWindowTitle(tr("%1 — %2 — Adjutant")
                               .arg(name.isEmpty() ? tr("Untitled battle") : core::TextLimits::shortened(name),
                                    mDocument->club().isEmpty() ? QFileInfo(mDocument->path()).fileName()
                                                                : tr("club battle on %1").arg(mDocument->club())));
        };
        connect(mDocument.get(), &BattleDocument::changed, this,
                [this, title](const core::ChangeScope &scope) {
                    if (scope.battle)
                        title();
                    updateActions();
                });
        if (mDocument->club().isEmpty())
            rememberRecent(mDocument->path());
        setWindowFilePath(mDocument->path());
        title();
        statusBar()->showMessage(tr("Opened %1").arg(mDocument->path()), 5000);
    }
    updateActions();
}

void MainWindow::updateActions()
{
    const bool open = mDocument != nullptr;
    for (QAction *action : {mActions->saveAs, mActions->importScenario, mActions->exportScenario, mActions->exportReport,
                            mActions->printMarkers})
        action->setEnabled(open);
    // Its tip says why it is grey: the sheet prints an open battle's markers.
    mActions->printMarkers->setToolTip(
        open ? mActions->printMarkers->statusTip()
             : tr("Open a battle first: the sheet prints its bases' and table's markers"));
    // New battle groups are laid out in bases on a free-form table, a hex map's units as
    // counters in free hexes (NewCounterDialog). Terrain on a map comes from scenario files.
    mActions->newUnit->setEnabled(open);
    // In the rule set's word: New Battle Group (FoGR), New Unit (Old Dessauer).
    const QString unit = open ? books::unitTitle(mDocument->battle()) : tr("Battle Group");
    mActions->newUnit->setText(tr("New &%1…").arg(unit));
    mActions->newUnit->setIconText(unit);
    mActions->newTerrain->setEnabled(open && !mDocument->battle().table.unit.isHex());
    // A hex map has no contact tolerance: units stand in hexes.
    mActions->tolerance->setEnabled(open && !mDocument->battle().table.unit.isHex());
    const bool canUndo = open && mDocument->session().canUndo();
    const bool canRedo = open && mDocument->session().canRedo();
    mActions->undo->setEnabled(canUndo);
    mActions->redo->setEnabled(canRedo);
    // A club battle this login may not write to: nothing that would change it is offered.
    const QString readOnly = open ? mDocument->readOnly() : QString();
    for (QAction *action : {mActions->importScenario, mActions->newUnit, mActions->newTerrain, mActions->tolerance,
                            mActions->undo, mActions->redo}) {
        if (!readOnly.isEmpty())
            action->setEnabled(false);
    }
    mTurnBar->setEnabled(readOnly.isEmpty());
    // The menu names the step (an "&" of a name doubled, so that it shows and is no mnemonic);
    // the tool bar keeps its short label (the action's icon text).
    const QString undoStep = canUndo ? mDocument->session().undoText() : QString();
    const QString redoStep = canRedo ? mDocument->session().redoText() : QString();
    const auto menuText = [](QString step) { return step.replace(QLatin1Char('&'), QStringLiteral("&&")); };
    mActions->undo->setText(canUndo ? tr("&Undo: %1").arg(menuText(undoStep)) : tr("&Undo"));
    mActions->redo->setText(canRedo ? tr("&Redo: %1").arg(menuText(redoStep)) : tr("&Redo"));
    mActions->undo->setToolTip(canUndo ? tr("Undo: %1").arg(undoStep) : tr("Undo"));
    mActions->redo->setToolTip(canRedo ? tr("Redo: %1").arg(redoStep) : tr("Redo"));
}

void MainWindow::newUnit()
{
    if (!mActions->newUnit->isEnabled())
        return;
    if (mDocument->battle().table.unit.isHex()) {
        newCounter();
        return;
    }
    NewUnitDialog dialog(mDocument->battle(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // As near the middle of what the table view shows as it can stand clear of every base
    // (by a unit of the table) and of terrain.
    const TableFrame &frame = mScene->frame();
    const geometry::Point centre =
        frame.toTable(mTable->mapToScene(mTable->viewport()->rect().center()));
    const core::Battle &battle = mDocument->battle();
    Obstacles obstacles{frame.widthMm(), frame.depthMm(), {}, {}};
    for (const core::Unit &unit : battle.units) {
        for (const core::Base &base : unit.bases)
            obstacles.bases.push_back(frame.rect(base));
    }
    for (const core::Terrain &piece : battle.terrain) {
        geometry::Polygon outline;
        for (const core::TablePoint &point : piece.polygon)
            outline.push_back(frame.point(point));
        obstacles.terrain.push_back(outline);
    }
    const std::optional<geometry::Point> clear = clearPlace(
        [&dialog](geometry::Point at) { return dialog.bases(at); }, centre, obstacles,
        frame.unitMm() / 2, frame.unitMm());
    if (!clear)
        statusBar()->showMessage(tr("No room clear of the other battle groups: placed over them"),
                                 8000);
    const QJsonObject unit = dialog.unit(frame, clear.value_or(centre));
    try {
        mDocument->record(core::Change{QStringLiteral("unit.added"), {{QStringLiteral("unit"), unit}}});
        mScene->selectUnit(unit.value(QStringLiteral("id")).toString());
    } catch (const core::Error &error) {
        showError(error.message());
    }
}

// On a hex map: the unit in the free hex nearest the middle of the map as shown.
void MainWindow::newCounter()
{
    NewCounterDialog dialog(mDocument->battle(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const geometry::HexOffset near = mScene->frame().hexLayout()->hexAt(
        mScene->frame().toTable(mTable->mapToScene(mTable->viewport()->rect().center())));
    const QJsonObject unit = dialog.unit({near.column, near.row});
    if (unit.isEmpty()) {
        showError(tr("No free hex on the map for the new unit"));
        return;
    }
    try {
        mDocument->record(core::Change{QStringLiteral("unit.added"), {{QStringLiteral("unit"), unit}}});
        mScene->selectUnit(unit.value(QStringLiteral("id")).toString());
    } catch (const core::Error &error) {
        showError(error.message());
    }
}

void MainWindow::changeContactTolerance()
{
    if (!mActions->tolerance->isEnabled())
        return;
    const double current = mDocument->battle().table.contactTolerance;
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Contact Tolerance"));
    dialog.setLabelText(tr("Bases no further apart than this are in contact,\n"
                           "and a base deeper into another is an overlap.\n"
                           "Every measurement of this battle uses it,\n"
                           "here and in adjutant-cli.\n\n"
                           "Contact tolerance (mm):"));
    dialog.setInputMode(QInputDialog::DoubleInput);
    dialog.setDoubleRange(geometry::minContactTolerance, geometry::maxContactTolerance);
    dialog.setDoubleDecimals(2);
    dialog.setDoubleStep(0.1);
    dialog.setDoubleValue(current);
    if (dialog.exec() != QDialog::Accepted || dialog.doubleValue() == current)
        return;
    try {
        mDocument->record(core::Change{QStringLiteral("table.contactToleranceChanged"),
                                       {{QStringLiteral("millimetres"), dialog.doubleValue()}}});
    } catch (const core::Error &error) {
        showError(error.message());
    }
}

void MainWindow::step(bool back)
{
    if (!mDocument)
        return;
    try {
        if (back)
            mDocument->undo();
        else
            mDocument->redo();
    } catch (const core::Error &error) {
        showError(error.message());
    }
}

void MainWindow::about()
{
    QStringList names;
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets())
        names << ruleset->name();
    const QString last = names.size() > 1 ? names.takeLast() : QString();
    const QString list = last.isEmpty()
                             ? names.join(QString())
                             : tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
    QMessageBox::about(
        this, tr("About Adjutant"),
        tr("<h3>Adjutant %1</h3><p>A companion for historical miniatures wargames: %2.</p><p>It "
           "measures, adjudicates and keeps the books; every change is saved the moment it is "
           "made.</p>")
            .arg(QCoreApplication::applicationVersion(), list.toHtmlEscaped()));
}

void MainWindow::updateOverlayMenu()
{
    // Measure: the overlay switches of the battle's rule set; switching one on brings the
    // inspector forward.
    mMeasureMenu->clear();
    const QList<QAction *> overlays = mOverlayBar->overlayActions();
    if (overlays.isEmpty()) {
        mMeasureMenu->addAction(mDocument ? tr("No overlays for this battle's rules")
                                          : tr("Open a battle to measure"))
            ->setEnabled(false);
        return;
    }
    mMeasureMenu->addActions(overlays);
    for (QAction *overlay : overlays)
        connect(overlay, &QAction::toggled, this, &MainWindow::overlaySwitched,
                Qt::UniqueConnection);
}

void MainWindow::overlaySwitched(bool on)
{
    if (on)
        mInspector->raise();
}

void MainWindow::setupBooks()
{
    mAttrition = new AttritionDock(this);
    mTurnBar = new TurnBar(this);
    addToolBarBreak();
    addToolBar(Qt::TopToolBarArea, mTurnBar);
    splitDockWidget(mUnits, mAttrition, Qt::Vertical);
    // Attrition and the inspector share the place under the units, as tabs: the units keep
    // room for a whole army. Switching an overlay on brings the inspector forward.
    tabifyDockWidget(mAttrition, mInspector);
    mAttrition->raise();

    mPreferences = new QAction(tr("&Preferences…"), this);
    mPreferences->setShortcut(QKeySequence(tr("Ctrl+,")));
    mPreferences->setMenuRole(QAction::PreferencesRole);
    mPreferences->setStatusTip(tr("The MU for new battles, snapping, contact display and the palette"));
    connect(mPreferences, &QAction::triggered, this, &MainWindow::showPreferences);
    for (QObject *object : mActions->undo->associatedObjects()) {
        if (auto *edit = qobject_cast<QMenu *>(object)) {
            edit->addSeparator();
            edit->addAction(mPreferences);
            break;
        }
    }
    // Books between Table and Help.
    auto *books = new QMenu(tr("&Books"), this);
    books->addActions({mTurnBar->previousPhase, mTurnBar->nextPhase});
    books->addSeparator();
    books->addActions(mUnits->unitActions());
    books->addSeparator();
    books->addAction(mAttrition->timeUp);
    books->addSeparator();
    books->addActions({mAttrition->toggleViewAction(), mTurnBar->toggleViewAction()});
    menuBar()->insertMenu(menuBar()->actions().constLast(), books);

    // The user's preferences; the table's switches keep them when flipped.
    Preferences::applyPalette(Preferences::palette());
    mActions->tableSide->setChecked(Preferences::tableSide());
    setTableSide(Preferences::tableSide());
    connect(mActions->showDocks, &QAction::toggled, this, [this](bool on) { putDocksAway(!on); });
    connect(mActions->tableSide, &QAction::toggled, this, [this](bool on) {
        Preferences::setTableSide(on);
        setTableSide(on);
        // The table gets the window; one key brings the docks back.
        mActions->showDocks->setChecked(!on);
        if (on)
            statusBar()->showMessage(tableSideMessage(), 20000);
    });
    mActions->snapping->setChecked(Preferences::snapping());
    mActions->highlight->setChecked(Preferences::highlightContacts());
    connect(mActions->snapping, &QAction::toggled, this, [](bool on) { Preferences::setSnapping(on); });
    connect(mActions->highlight, &QAction::toggled, this, [](bool on) { Preferences::setHighlightContacts(on); });

    // A unit chosen in the dock is chosen on the table, and the other way round.
    connect(mUnits, &UnitsDock::unitSelected, mScene, [this](const QString &id) { mScene->selectUnit(id); });
    // The keys that turn the table's selection turn a unit chosen in the dock too: the list keeps
    // the keyboard and its own keys (the arrows, a name typed), and hands these to the table.
    mUnits->tree()->installEventFilter(this);
    // A battle group newly selected brings the inspector forward (its facts against every enemy),
    // in front of the books when they share the place.
    connect(mScene, &QGraphicsScene::selectionChanged, this, [this] {
        const QList<BaseItem *> bases = mScene->selectedBases();
        const QString unit = bases.isEmpty() ? QString() : bases.first()->unitId();
        if (!unit.isEmpty())
            mUnits->setCurrentUnit(unit);
        if (!unit.isEmpty() && unit != std::exchange(mSelectedUnit, unit))
            mInspector->raise();
        if (unit.isEmpty())
            mSelectedUnit.clear();
    });
    connect(mUnits, &UnitsDock::message, this, &MainWindow::showError);
    connect(mTurnBar, &TurnBar::message, this, &MainWindow::showError);
    connect(mAttrition, &AttritionDock::message, this, &MainWindow::showError);
    connect(mAttrition, &AttritionDock::armyRouted, this,
            [this](const QString &, const QString &text) { statusBar()->showMessage(text, 15000); });
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mUnits->tree() && event->type() == QEvent::KeyPress && mDocument) {
        switch (static_cast<QKeyEvent *>(event)->key()) {
        case Qt::Key_BracketLeft:
        case Qt::Key_BracketRight:
        case Qt::Key_BraceLeft: // with Shift, on keyboards where Shift+[ types {
        case Qt::Key_BraceRight:
            QCoreApplication::sendEvent(mTable, event);
            return true;
        default:
            break;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::setTableSide(bool on)
{
    Preferences::applyTableSide(on);
    // The docks and dialogs follow the font; the table's items are laid out again.
    mScene->restyle();
    mOverlays->restyle();
}

QString MainWindow::tableSideMessage() const
{
    return tr("Table-side mode: the table has the window. %1 shows the docks, %2 leaves "
              "table-side mode.")
        .arg(mActions->showDocks->shortcut().toString(QKeySequence::NativeText),
             mActions->tableSide->shortcut().toString(QKeySequence::NativeText));
}

void MainWindow::putDocksAway(bool away)
{
    if (away == !mDocksState.isEmpty())
        return;
    if (away) {
        // The layout kept whole (sizes, tabs, which dock is in front) to come back as it was.
        mDocksState = saveState();
        for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
            dock->hide();
    } else {
        restoreState(std::exchange(mDocksState, QByteArray()));
    }
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    mActions->snapping->setChecked(Preferences::snapping());
    mActions->highlight->setChecked(Preferences::highlightContacts());
}

} // namespace adjutant::app
