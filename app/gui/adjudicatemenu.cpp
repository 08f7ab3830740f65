#include "app/gui/adjudicatemenu.h"

#include "app/gui/battledocument.h"
#include "app/gui/resolverdialog.h"
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QHash>
#include <QKeySequence>
#include <QMenu>
#include <QMessageBox>

namespace adjutant::app {

namespace {

// The procedures played every turn get a key (FoGR's words; other rule sets' ids as they come).
QKeySequence shortcutOf(const QString &procedure)
{
    static const QHash<QString, QString> keys{
        {QStringLiteral("cohesion-test"), QStringLiteral("Ctrl+T")},
        {QStringLiteral("death-roll"), QStringLiteral("Ctrl+D")},
        {QStringLiteral("shooting"), QStringLiteral("Ctrl+Shift+F")},
        {QStringLiteral("impact"), QStringLiteral("Ctrl+Shift+I")},
        {QStringLiteral("melee"), QStringLiteral("Ctrl+Shift+M")}};
    return QKeySequence(keys.value(procedure));
}

} // namespace

AdjudicateMenu::AdjudicateMenu(QWidget *window, std::function<QString()> selectedUnit)
    : QObject(window), mWindow(window), mSelectedUnit(std::move(selectedUnit)),
      mMenu(new QMenu(tr("A&djudicate"), window))
{
    mMenu->setObjectName(QStringLiteral("adjudicateMenu"));
    rebuild();
}

void AdjudicateMenu::setDocument(BattleDocument *document)
{
    mDocument = document;
    rebuild();
}

void AdjudicateMenu::rebuild()
{
    mMenu->clear();
    const rulesets::Ruleset *battleRules =
        mDocument ? rulesets::findRuleset(mDocument->battle().ruleset) : nullptr;
    mRuleset = battleRules ? battleRules : rulesets::findRuleset(QStringLiteral("fogr"));
    if (!mRuleset)
        return;
    QAction *heading = mMenu->addSection(
        battleRules ? mRuleset->name() : tr("Quick adjudicate: %1").arg(mRuleset->name()));
    heading->setObjectName(QStringLiteral("heading"));
    if (mDocument && !battleRules) {
        QAction *note =
            mMenu->addAction(tr("No procedures for %1 yet").arg(mDocument->battle().ruleset));
        note->setEnabled(false);
    }
    for (const rulesets::ProcedureInfo &info : mRuleset->procedures()) {
        QAction *action = mMenu->addAction(info.title + QStringLiteral("…"));
        action->setObjectName(info.id);
        action->setShortcut(shortcutOf(info.id));
        action->setStatusTip(QStringLiteral("%1 (%2)").arg(info.description, info.citation));
        action->setToolTip(info.citation);
        const QString id = info.id;
        connect(action, &QAction::triggered, this, [this, id] { open(id); });
    }
}

QAction *AdjudicateMenu::action(const QString &procedure) const
{
    for (QAction *action : mMenu->actions()) {
        if (action->objectName() == procedure)
            return action;
    }
    return nullptr;
}

ResolverDialog *AdjudicateMenu::open(const QString &procedure)
{
    if (!mRuleset)
        return nullptr;
    // A battle of another rule set is not what FoGR's quick adjudicate records into.
    BattleDocument *document =
        mDocument && mDocument->battle().ruleset == mRuleset->id() ? mDocument.data() : nullptr;
    try {
        auto *dialog = new ResolverDialog(*mRuleset, procedure, document,
                                          document ? mSelectedUnit() : QString(), mWindow);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        return dialog;
    } catch (const core::Error &error) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Adjutant"), error.message(),
                                    QMessageBox::Ok, mWindow);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return nullptr;
    }
}

} // namespace adjutant::app
