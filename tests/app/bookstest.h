// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the books' tests share (tst_books: the units dock; tst_booksturns: the books by turn): the
// demo opened afresh in a window of their size, and a cohesion recorded on it.
#include "app/gui/mainwindow.h"
#include "core/change.h"
#include "guitesting.h"

#include <QJsonObject>
#include <QObject>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace bookstesting {

inline const QString dutch1 = QStringLiteral("dutch1");

inline adjutant::core::Change stateChange(const QString &unit, const QString &cohesion)
{
    return {QStringLiteral("unit.stateChanged"),
            {{QStringLiteral("id"), unit},
             {QStringLiteral("state"), QJsonObject{{QStringLiteral("cohesion"), cohesion}}}}};
}

} // namespace bookstesting

class BooksTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
    }

protected:
    std::unique_ptr<adjutant::app::MainWindow> openDemo(const QString &name)
    {
        return guitesting::demoWindow(mDir.filePath(name), QSize(1500, 950));
    }
    QTemporaryDir mDir;
};
