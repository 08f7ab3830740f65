#include "app/gui/battledocument.h"

#include "core/battlesession.h"

namespace adjutant::app {

BattleDocument::BattleDocument(std::unique_ptr<core::BattleSession> session, QString path,
                               QObject *parent)
    : QObject(parent), mSession(std::move(session)), mPath(std::move(path))
{
}

BattleDocument::~BattleDocument() = default;

const core::Battle &BattleDocument::battle() const { return mSession->battle(); }

void BattleDocument::record(const core::Change &change)
{
    mSession->record(change);
    emit changed();
}

void BattleDocument::undo()
{
    mSession->undo();
    emit changed();
}

void BattleDocument::redo()
{
    mSession->redo();
    emit changed();
}

} // namespace adjutant::app
