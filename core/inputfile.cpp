// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/inputfile.h"

#include "core/error.h"

#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace adjutant::core {

namespace {

QString tooLarge(const QString &source)
{
    return QStringLiteral("%1: is larger than %2 MB, more than any scenario or change; refused")
        .arg(source)
        .arg(InputFile::maxBytes / (1024 * 1024));
}

// Reads in chunks and stops one chunk past the limit, so that an endless input (a pipe from
// /dev/zero) ends there instead of filling the memory.
QByteArray readCapped(QFile &file, const QString &source)
{
    QByteArray bytes;
    QByteArray chunk(64 * 1024, Qt::Uninitialized);
    for (;;) {
        const qint64 got = file.read(chunk.data(), chunk.size());
        if (got < 0)
            throw Error(QStringLiteral("%1: cannot be read: %2").arg(source, file.errorString()));
        if (got == 0)
            return bytes;
        bytes.append(chunk.constData(), got);
        if (bytes.size() > InputFile::maxBytes)
            throw Error(tooLarge(source));
    }
}

} // namespace

void InputFile::requireFileOrMissing(const QString &path)
{
    // Not QFileInfo::exists(): a dangling link is missing, a link to a FIFO is a FIFO.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        throw Error(QStringLiteral("%1: is not a file").arg(path));
}

QByteArray InputFile::readFile(const QString &path)
{
    requireFileOrMissing(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw Error(QStringLiteral("%1: cannot be read: %2").arg(path, file.errorString()));
    // Refused before a byte is read; the capped read still holds if it grows meanwhile.
    if (file.size() > maxBytes)
        throw Error(tooLarge(path));
    return readCapped(file, path);
}

QByteArray InputFile::read(const QString &path)
{
    if (path != QLatin1String("-"))
        return readFile(path);
    QFile file;
    if (!file.open(stdin, QIODevice::ReadOnly))
        throw Error(QStringLiteral("standard input cannot be read"));
    return readCapped(file, sourceName(path));
}

QString InputFile::sourceName(const QString &path)
{
    return path == QLatin1String("-") ? QStringLiteral("standard input") : path;
}

} // namespace adjutant::core
