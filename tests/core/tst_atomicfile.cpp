// SPDX-License-Identifier: GPL-3.0-or-later
// AtomicFile: a file appears whole or not at all, and a refusal leaves everything as it was.
#include "core/atomicfile.h"
#include "core/error.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::core;

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const Error &error) {
        return error.message();
    }
    return QStringLiteral("(no error)");
}

} // namespace

class TestAtomicFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }
    void createWritesTheWholeFile();
    void createRefusesAnExistingFile();
    void createInAMissingFolderLeavesNothing();
    void replaceKeepsPermissions();

private:
    QString path(const QString &name) const { return mDir.filePath(name); }
    QStringList names() const
    {
        return QDir(mDir.path())
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    }
    QTemporaryDir mDir;
};

void TestAtomicFile::createWritesTheWholeFile()
{
    const QByteArray bytes(3 * 1024 * 1024 + 17, 'x');
    AtomicFile::create(path(QStringLiteral("big")), bytes);
    QCOMPARE(bytesOf(path(QStringLiteral("big"))), bytes);
    QVERIFY(names().contains(QStringLiteral("big")));
    QCOMPARE(names().filter(QStringLiteral("big")).size(), 1); // no temporary file beside it
}

void TestAtomicFile::createRefusesAnExistingFile()
{
    const QString file = path(QStringLiteral("taken"));
    AtomicFile::create(file, "first");
    QCOMPARE(errorOf([&] { AtomicFile::create(file, "second"); }),
             file + QStringLiteral(": already exists; choose another name"));
    QCOMPARE(bytesOf(file), QByteArray("first"));
    QCOMPARE(names().filter(QStringLiteral("taken")), QStringList{QStringLiteral("taken")});
}

void TestAtomicFile::createInAMissingFolderLeavesNothing()
{
    const QString file = path(QStringLiteral("nowhere/file"));
    QCOMPARE(errorOf([&] { AtomicFile::create(file, "x"); }),
             file + QStringLiteral(": cannot be created: its folder does not exist"));
    QVERIFY(!QFile::exists(path(QStringLiteral("nowhere"))));
}

void TestAtomicFile::replaceKeepsPermissions()
{
    const QString file = path(QStringLiteral("shared.json"));
    AtomicFile::replace(file, "old");
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
    AtomicFile::replace(file, "new");
    QCOMPARE(bytesOf(file), QByteArray("new"));
    QCOMPARE(QFile::permissions(file) & (QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup |
                                         QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
             QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup);
    QCOMPARE(names().filter(QStringLiteral("shared")), QStringList{QStringLiteral("shared.json")});
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
