// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace adjutant::core {

// The one way a JSON input is read (a scenario, a change, a procedure's input, a scoring table),
// from the CLI and from the app alike. Only a regular file is read: a FIFO with no writer, a
// device (/dev/zero) or a folder would block or never end, and is refused at once, as every
// battle-file argument is. "-" means standard input, which is read up to the same size.
class InputFile
{
public:
    // Far above any real input (a scenario of a big tournament table is under 1 MB), far below
    // what parsing it would need to threaten the machine (docs/cli.md, Limits).
    static constexpr qint64 maxBytes = 16 * 1024 * 1024;

    // The whole of `path`, or of standard input for "-". Throws core::Error naming the input
    // and the problem: missing, unreadable, not a regular file, or larger than maxBytes.
    static QByteArray read(const QString &path);
    // The same, for a path chosen in the app: "-" is a file of that name there.
    static QByteArray readFile(const QString &path);
    // Throws unless `path` is missing or a regular file (a missing one is the opener's to say).
    static void requireFileOrMissing(const QString &path);
    // How messages name the input: the path, or "standard input" for "-".
    static QString sourceName(const QString &path);
};

} // namespace adjutant::core
