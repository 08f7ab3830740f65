// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/document/logfilter.h"

#include "app/gui/document/logmodel.h"

namespace adjutant::app {

LogFilter::LogFilter(QObject *parent) : QSortFilterProxyModel(parent) {}

void LogFilter::setUnit(const QString &unitId)
{
    mUnit = unitId;
    invalidateFilter();
}

void LogFilter::setTurn(int turn)
{
    mTurn = turn;
    invalidateFilter();
}

void LogFilter::setKind(const QString &kind)
{
    mKind = kind;
    invalidateFilter();
}

bool LogFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (mTurn > 0 && index.data(LogModel::TurnRole).toInt() != mTurn)
        return false;
    if (!mKind.isEmpty() && index.data(LogModel::KindRole).toString() != mKind)
        return false;
    if (!mUnit.isEmpty() && !index.data(LogModel::UnitsRole).toStringList().contains(mUnit))
        return false;
    return true;
}

} // namespace adjutant::app
