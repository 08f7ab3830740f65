// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace adjutant::app {

class BattleDocument;

// The battle at a glance: rule set, table, turn and phase, what is on the table, where it is
// stored. Shows how to start when no battle is open.
class BattleSummary : public QWidget
{
    Q_OBJECT

public:
    explicit BattleSummary(QWidget *parent = nullptr);
    void setDocument(const BattleDocument *document);

    // The registered rule set's name, or the id itself.
    static QString rulesetName(const QString &id);

private:
    void sync();
    const BattleDocument *mDocument = nullptr;
    QLabel *mText;
};

} // namespace adjutant::app
