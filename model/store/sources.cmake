target_sources(atlaslab_model PRIVATE
    store/Json.h
    store/JsonText.h store/JsonText.cpp
    store/JsonParser.h store/JsonParser.cpp
    store/ColdPrefetch.h store/ColdPrefetch.cpp
    store/SimClock.h store/SimClock.cpp
    store/TimerQueue.h store/TimerQueue.cpp
    store/StoreError.h store/StoreError.cpp
    store/DocumentPath.h store/DocumentPath.cpp
    store/Document.h
    store/DocumentSnapshot.h store/DocumentSnapshot.cpp
    store/DocumentChange.h store/DocumentChange.cpp
    store/FieldValue.h store/FieldValue.cpp
    store/FieldOps.h store/FieldOps.cpp
    store/WriteOp.h
    store/WriteBatch.h store/WriteBatch.cpp
    store/ConcurrencyMode.h store/ConcurrencyMode.cpp
    store/ReadHook.h
    store/Transaction.h store/Transaction.cpp
    store/SqliteStatement.h store/SqliteStatement.cpp
    store/SqlBackend.h store/SqlBackend.cpp
    store/SqliteMemory.h store/SqliteMemory.cpp
    store/DocumentCache.h store/DocumentCache.cpp
    store/KeyFilter.h store/KeyFilter.cpp
    store/StringTable.h store/StringTable.cpp
    store/DocumentStore.h store/DocumentStore.cpp
)
