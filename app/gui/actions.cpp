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
    : QObject(parent),
      newBattle(make(this, tr("&New Battle…"), tr("Start a new battle file"), QKeySequence::New, QStringLiteral("document-new"))),
      open(make(this, tr("&Open…"), tr("Open a battle file"), QKeySequence::Open, QStringLiteral("document-open"))),
      saveAs(make(this, tr("Save &As…"), tr("Copy this battle, with its whole log, to a new file and continue there"),
                  QKeySequence::SaveAs, QStringLiteral("document-save-as"))),
      importScenario(make(this, tr("&Import Scenario…"),
                          tr("Replace this battle with a scenario file (undoable)"), QKeySequence(tr("Ctrl+I")))),
      exportScenario(make(this, tr("&Export Scenario…"), tr("Write this battle as a scenario file"),
                          QKeySequence(tr("Ctrl+E")))),
      quit(make(this, tr("&Quit"), tr("Quit Adjutant (everything is already saved)"), QKeySequence::Quit,
                QStringLiteral("application-exit"))),
      undo(make(this, tr("&Undo"), tr("Undo the last step (the log keeps it)"), QKeySequence::Undo,
                QStringLiteral("edit-undo"))),
      redo(make(this, tr("&Redo"), tr("Redo the step last undone"), QKeySequence::Redo, QStringLiteral("edit-redo"))),
      openDemo(make(this, tr("Open the &Demo Battle"), tr("Open the FoGR demo battle (tercio against Dutch foot)"),
                    QKeySequence())),
      about(make(this, tr("&About Adjutant"), tr("About Adjutant"), QKeySequence()))
{
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
    file->addActions({importScenario, exportScenario});
    file->addSeparator();
    file->addAction(quit);

    QMenu *edit = menuBar->addMenu(tr("&Edit"));
    edit->addActions({undo, redo});

    QMenu *view = menuBar->addMenu(tr("&View"));
    view->addActions(dockToggles);

    QMenu *help = menuBar->addMenu(tr("&Help"));
    help->addActions({openDemo, about});

    toolBar->addActions({newBattle, open, undo, redo});
}

} // namespace adjutant::app
