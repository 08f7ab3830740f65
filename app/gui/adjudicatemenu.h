#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace adjutant::rulesets {
class Ruleset;
}

namespace adjutant::app {

class BattleDocument;
class ResolverDialog;

// The Adjudicate menu: every procedure of the open battle's rule set (FoGR's with no battle
// open: quick adjudicate), the frequent ones with a shortcut. Each opens the procedure's
// resolver, pre-filled from the unit selected.
class AdjudicateMenu : public QObject
{
    Q_OBJECT

public:
    // `selectedUnit` gives the id of the unit the resolvers pre-fill from (empty for none).
    AdjudicateMenu(QWidget *window, std::function<QString()> selectedUnit);

    QMenu *menu() const { return mMenu; }
    void setDocument(BattleDocument *document);
    const rulesets::Ruleset *ruleset() const { return mRuleset; }
    QAction *action(const QString &procedure) const;

    // Opens the resolver (window-modal, not blocking) and returns it.
    ResolverDialog *open(const QString &procedure);

private:
    void rebuild();

    QWidget *mWindow;
    std::function<QString()> mSelectedUnit;
    QMenu *mMenu;
    QPointer<BattleDocument> mDocument;
    const rulesets::Ruleset *mRuleset = nullptr;
};

} // namespace adjutant::app
